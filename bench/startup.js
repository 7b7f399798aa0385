// Start-up time: `npm start` (scripts/start.js) to the first 200 from /api/health, on a fresh DATA_DIR (migrations and
// seed) and then warm (the same DATA_DIR again), PGlite or a PostgreSQL server (--pg URL: a new database per fresh run).
//   node bench/startup.js [--runs 3] [--pg postgres://postgres@127.0.0.1:5432/postgres] [--production 1] [--script path]
// --script: another start script in place of scripts/start.js (an older version kept for a before/after).
// --production 1 starts with NODE_ENV=production (the built server) and placeholder provider settings; otherwise the
// development start (tsx on the sources). The H5 and console builds are left out (SKIP_H5_BUILD=1, SKIP_ADMIN_BUILD=1, no folders).
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const runs = Number(args.runs || 3);
const production = args.production === '1';
const { Client } = require(require.resolve('pg', { paths: [path.join(root, 'server')] }));

// Placeholders that satisfy production's checks; nothing is sent at start.
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0',
  TWILIO_AUTH_TOKEN: 'bench',
  TWILIO_FROM: '+6400000000',
  EMAIL_PROVIDER: 'postmark',
  POSTMARK_SERVER_TOKEN: 'bench',
  EMAIL_FROM: 'bench@example.invalid',
  FILE_URL_SECRET: 'b'.repeat(32),
  RESERVATION_SECRET: 'r'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
};

async function startOnce(dataDir, databaseUrl) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve(args.script || path.join(root, 'scripts', 'start.js'))], {
    cwd: root,
    env: {
      ...process.env,
      ...(production ? PRODUCTION_ENV : { NODE_ENV: 'development' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl || '',
      SKIP_H5_BUILD: '1',
      H5_DIST: path.join(dataDir, 'no-h5'),
      SKIP_ADMIN_BUILD: '1',
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          return { wall: (performance.now() - started) / 1000, cpu: treeCpuSeconds(child.pid) };
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await new Promise((r) => {
      if (child.exitCode !== null) return r();
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  }
}

async function freshDatabase(i) {
  if (!args.pg) return '';
  const name = `startup_bench_${process.pid}_${i}`;
  const admin = new Client({ connectionString: args.pg });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(args.pg);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

async function dropDatabase(name) {
  const admin = new Client({ connectionString: args.pg });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** CPU seconds (user + system) the process and its descendants have used: the start's cost on a busy machine. */
function treeCpuSeconds(pid) {
  const stats = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command (which may hold spaces): state ppid ... utime(14) stime(15), counted from 1.
      const rest = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').pop().split(' ');
      stats.push({ pid: Number(name), ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / 100;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

(async () => {
  const fresh = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-bench-'));
    const db = await freshDatabase(i);
    fresh.push(await startOnce(dataDir, db.url));
    warm.push(await startOnce(dataDir, db.url));
    if (db.drop) await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const list = (xs) => `median ${median(xs).toFixed(2)} s (${xs.map((x) => x.toFixed(2)).join(', ')})`;
  const fmt = (runs) => `${list(runs.map((r) => r.wall))}; CPU ${list(runs.map((r) => r.cpu))}`;
  const load = os.loadavg()[0].toFixed(1);
  console.log(`${production ? 'production (built)' : 'development (tsx)'} on ${args.pg ? 'PostgreSQL' : 'PGlite'}, load ${load}`);
  console.log(`  fresh DATA_DIR: ${fmt(fresh)}`);
  console.log(`  warm:           ${fmt(warm)}`);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
