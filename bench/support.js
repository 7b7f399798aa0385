// Shared by the benches: free ports, server processes (ours, a bare Fastify), sign-in, and one autocannon run.
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const autocannon = require('autocannon');

const root = path.resolve(__dirname, '..');
const serverDir = path.join(root, 'server');
const fromServer = (name) => require(require.resolve(name, { paths: [serverDir] }));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** `stdout`: a function given each chunk the process prints (default: ignored). */
async function startProcess(script, env, healthPath, stdout) {
  const port = await freePort();
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (stdout) child.stdout.on('data', stdout);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + healthPath, child);
  return {
    base,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

const bareServer = () =>
  startProcess(
    [
      '-e',
      `
  const app = require(${JSON.stringify(require.resolve('fastify', { paths: [serverDir] }))})();
  app.get('/', async () => ({ ok: true }));
  app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`,
    ],
    {},
    '/',
  );

/** The real server (`server/src/main.ts`, NODE_ENV=test: demo data, no job polling) on `databaseUrl` (PGlite when empty). */
function apiServer(databaseUrl, env = {}, stdout) {
  const tsx = require.resolve('tsx/cli', { paths: [serverDir] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  return startProcess(
    [tsx, path.join(serverDir, 'src', 'main.ts')],
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl || '',
      H5_DIST: path.join(dataDir, 'no-h5'),
      ...env,
    },
    '/api/health',
    stdout,
  );
}

async function login(base, account) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', account, password: 'Demo12345' }),
  });
  const body = await res.json();
  if (body.status !== 1) throw new Error(`login ${account}: ${body.msg}`);
  return body.data.token;
}

/** The q-quantile (nearest rank) of sorted numbers. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/**
 * One autocannon run: a fixed number of requests (`amount`) or a fixed time (`duration`), not both. p50 and p99 are
 * taken from every response's own time (autocannon's summary keeps whole milliseconds: too coarse for calls of 3 ms).
 */
function run(name, options, defaults) {
  return new Promise((resolve, reject) => {
    const limit = options.amount ? {} : { duration: defaults.duration };
    const times = [];
    const instance = autocannon({ connections: defaults.connections, ...limit, ...options }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        name,
        rps: result.requests.average,
        p50: quantile(times, 0.5),
        p99: quantile(times, 0.99),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (client, status, bytes, responseTime) => times.push(responseTime));
  });
}

module.exports = { root, serverDir, fromServer, args, freePort, startProcess, bareServer, apiServer, login, run };
