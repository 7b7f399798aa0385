/**
 * Jest's moduleNameMapper does not reach globalSetup/globalTeardown (Node resolves their imports): resolve the
 * `@contract/*` alias (types/ at the repo root, as in tsconfig.json) for them the same way.
 */
import Module from 'node:module';
import path from 'node:path';

const TYPES_DIR = path.resolve(__dirname, '..', '..', 'types');
type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolve = modules._resolveFilename;
modules._resolveFilename = (request, ...rest) =>
  resolve(request.startsWith('@contract/') ? path.join(TYPES_DIR, request.slice('@contract/'.length)) : request, ...rest);
