#!/usr/bin/env node
// `npm start`: build the H5 app and the office console when their sources are newer than their builds, then run the
// API server, which serves the H5 app, the console (/admin/) and the API on one port (PORT, default 3000) on PGlite
// under DATA_DIR.
// NODE_ENV=production runs the built server (server/dist, built here first when missing or older than its sources)
// in this very process: signals reach the server itself and nothing compiles TypeScript at start. Otherwise the
// sources run under tsx, as in development.
const { spawnSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const h5Dist = path.join(root, 'dist', 'h5');
const adminDist = path.join(root, 'dist', 'admin');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** Whether the build in `dist` is missing or older than any of `sources` (folders under the root). */
function isStale(dist, sources) {
  const built = path.join(dist, 'index.html');
  if (!fs.existsSync(built)) return true;
  return Math.max(...sources.map((d) => newestMtime(path.join(root, d)))) > fs.statSync(built).mtimeMs;
}

function run(what, args, cwd = root) {
  console.log(`Building ${what}...`);
  const build = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
}

if (process.env.SKIP_H5_BUILD !== '1' && isStale(h5Dist, ['src', 'config', 'types'])) {
  run('the H5 app (dist/h5)', [require.resolve('@tarojs/cli/bin/taro', { paths: [root] }), 'build', '--type', 'h5']);
}
// A few seconds (Vite).
if (process.env.SKIP_ADMIN_BUILD !== '1' && isStale(adminDist, ['admin/src', 'types'])) {
  const admin = path.join(root, 'admin');
  const vite = path.join(path.dirname(require.resolve('vite/package.json', { paths: [admin] })), 'bin', 'vite.js');
  run('the office console (dist/admin)', [vite, 'build'], admin);
}

process.env.H5_DIST = process.env.H5_DIST || h5Dist;
process.env.ADMIN_DIST = process.env.ADMIN_DIST || adminDist;

if (process.env.NODE_ENV === 'production') {
  const serverBuild = require('../server/scripts/build');
  if (serverBuild.buildIfStale()) console.log('Built the server (server/dist)');
  process.setSourceMapsEnabled(true); // stack traces name the TypeScript sources
  require(path.join(serverBuild.distDir, 'main.js'));
} else {
  const tsx = require.resolve('tsx/cli', { paths: [path.join(root, 'server')] });
  const server = spawn(process.execPath, [tsx, path.join(root, 'server', 'src', 'main.ts')], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}
