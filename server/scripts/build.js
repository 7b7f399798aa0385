#!/usr/bin/env node
// The built server: src/main.ts and the command-line tools, each bundled by esbuild into one CommonJS file under
// dist/ (source maps beside them, read by `node --enable-source-maps`). Packages stay in node_modules (external):
// the bundle holds only our code, so nothing of theirs (PGlite's wasm, pg-boss, fonts) moves. `node scripts/build.js`
// builds; `require('./build').buildIfStale()` builds only when a source is newer than the build (scripts/start.js).
// The build also holds the prepared PGlite database a new DATA_DIR starts from (src/db/pglite-template.ts).
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const serverDir = path.resolve(__dirname, '..');
const distDir = path.join(serverDir, 'dist');
const ENTRIES = ['main', 'cli/create-user', 'cli/money-check', 'cli/storage-copy', 'cli/pglite-template'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function isStale() {
  const built = path.join(distDir, 'main.js');
  if (!fs.existsSync(built)) return true;
  const sources = [path.join(serverDir, 'src'), path.join(serverDir, 'drizzle'), path.join(serverDir, '..', 'types')].map(newestMtime);
  return Math.max(...sources, fs.statSync(path.join(serverDir, 'package.json')).mtimeMs) > fs.statSync(built).mtimeMs;
}

/** Builds into a fresh folder, then swaps it in: a server starting meanwhile never reads half a build. */
function build() {
  // esbuild comes with tsx (a dependency of the server): always installed, no package of its own to keep in step.
  // Loaded here, not at the top: a start that finds the build current should not pay for it.
  const esbuild = require(
    require.resolve('esbuild', { paths: [path.dirname(require.resolve('tsx/package.json', { paths: [serverDir] }))] }),
  );
  const staging = fs.mkdtempSync(path.join(serverDir, '.dist-'));
  try {
    esbuild.buildSync({
      entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(serverDir, 'src', `${name}.ts`)])),
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      // Source maps for our bundle only: Node reads the map of every module compiled while they are on, and the
      // packages' own maps cost ~0.5 s of each start. The bundle's map is read as it compiles (scripts/start.js turns
      // maps on); its first line turns them off while it loads the packages, its last line back on for stack traces.
      banner: { js: '"use strict"; const sourceMapsWereOn = process.sourceMapsEnabled; process.setSourceMapsEnabled(false);' },
      footer: { js: 'process.setSourceMapsEnabled(sourceMapsWereOn);' },
      tsconfig: path.join(serverDir, 'tsconfig.json'),
      logLevel: 'warning',
    });
    const template = spawnSync(process.execPath, [path.join(staging, 'cli', 'pglite-template.js'), staging], { stdio: 'inherit' });
    if (template.status !== 0) throw new Error('server build: the prepared PGlite database could not be made');
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.renameSync(staging, distDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function buildIfStale() {
  if (!isStale()) return false;
  build();
  return true;
}

module.exports = { build, buildIfStale, distDir };

if (require.main === module) {
  const started = Date.now();
  build();
  console.log(`server built into ${path.relative(process.cwd(), distDir) || '.'} in ${Date.now() - started} ms`);
}
