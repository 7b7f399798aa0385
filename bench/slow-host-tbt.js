#!/usr/bin/env node
// A rough total blocking time on a slower host, from traces saved by bench/lighthouse.js (LH_SAVE=dir). Lighthouse's
// simulation drops main-thread tasks shorter than 10 ms on the host, so `--cpu 4@1600` on a fast host forgives
// tasks that a host of 1,600 would count. This keeps them: each task after the trace's first paint, stretched by
// (the run's benchmarkIndex / --as), counts at --cpu x when it reaches 10 ms there.
//
//   LH_SAVE=/tmp/lh node bench/lighthouse.js --runs 5 --only home --cpu 4@1600 --no-write
//   node bench/slow-host-tbt.js --as 1600 /tmp/lh/*home*.trace.json
const fs = require('fs');

const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const AS = Number(arg('as', 1600));
const CPU = Number(arg('cpu', 4));
const traces = argv.filter((a) => a.endsWith('.trace.json'));

/** Blocking ms of one run: the report beside the trace gives the host's benchmarkIndex. */
function blockingTime(traceFile) {
  const report = JSON.parse(fs.readFileSync(traceFile.replace(/\.trace\.json$/, '.json'), 'utf8'));
  const stretch = report.environment.benchmarkIndex / AS;
  const events = JSON.parse(fs.readFileSync(traceFile, 'utf8')).traceEvents;
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find((e) => e.name === 'thread_name' && e.pid === paint.pid && e.args.name === 'CrRendererMain');
  let total = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== main.pid || task.tid !== main.tid) continue;
    const ms = (Math.min(task.dur, task.ts + task.dur - paint.ts) / 1000) * stretch;
    if (ms >= 10) total += Math.max(0, ms * CPU - 50);
  }
  return { total, benchmarkIndex: report.environment.benchmarkIndex };
}

const runs = traces.map((file) => ({ file, ...blockingTime(file) }));
for (const r of runs) console.log(`${r.file}: ${Math.round(r.total)} ms (benchmarkIndex ${Math.round(r.benchmarkIndex)})`);
const sorted = runs.map((r) => r.total).sort((a, b) => a - b);
if (sorted.length) console.log(`median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms as on a host of ${AS} at ${CPU}x`);
