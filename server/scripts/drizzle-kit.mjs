// Runs drizzle-kit so that it finds drizzle-orm: npm hoisted drizzle-kit to the repo root but kept
// drizzle-orm in server/node_modules, where drizzle-kit's import() and require() do not look.
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const hook = `
const serverUrl = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  const fromServer = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return next(specifier, fromServer ? { ...context, parentURL: serverUrl } : context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));

const require = createRequire(import.meta.url);
process.env.NODE_PATH = join(serverDir, 'node_modules');
require('node:module').Module._initPaths();
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
