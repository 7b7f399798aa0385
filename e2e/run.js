#!/usr/bin/env node
// Runs every journey in e2e/journeys one after another with node's test runner (each starts its own
// server on a fresh database, so they don't share state).
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const dir = path.join(__dirname, 'journeys');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.js'))
  .sort()
  .map((f) => path.join(dir, f));
const res = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(res.status ?? 1);
