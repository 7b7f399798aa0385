#!/usr/bin/env node
// `npm start`: build the H5 app when its sources are newer than the build, then run the API server,
// which serves the H5 app and the API on one port (PORT, default 3000) on PGlite under DATA_DIR.
// NODE_ENV=production runs the built server (server/dist, built here first when missing or older than its sources)
// in this very process: signals reach the server itself and nothing compiles TypeScript at start. Otherwise the
// sources run under tsx, as in development.
const { spawnSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const h5Dist = path.join(root, 'dist', 'h5');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

function h5IsStale() {
  const built = path.join(h5Dist, 'index.html');
  if (!fs.existsSync(built)) return true;
  const sources = ['src', 'config', 'types'].map((d) => newestMtime(path.join(root, d)));
  return Math.max(...sources) > fs.statSync(built).mtimeMs;
}

if (process.env.SKIP_H5_BUILD !== '1' && h5IsStale()) {
  console.log('Building the H5 app (dist/h5)...');
  const taro = require.resolve('@tarojs/cli/bin/taro', { paths: [root] });
  const build = spawnSync(process.execPath, [taro, 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
}

process.env.H5_DIST = process.env.H5_DIST || h5Dist;

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
