#!/usr/bin/env node
// Which packages fill the H5 chunks:  H5_STATS=/tmp/h5-stats.json npm run build:h5 && node bench/h5-modules.js /tmp/h5-stats.json
// Prints, per chunk, the minified-before size of each package's modules (largest first).
const fs = require('fs');

const stats = JSON.parse(fs.readFileSync(process.argv[2] || '/tmp/h5-stats.json', 'utf8'));
const packageOf = (name) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name.split('!').pop().split('|')[0]);
  return m ? m[1] : '(app source)';
};
for (const chunk of stats.chunks.sort((a, b) => b.size - a.size).slice(0, Number(process.argv[3] || 6))) {
  const byPackage = {};
  for (const mod of chunk.modules || []) {
    for (const inner of mod.modules || [mod]) {
      const pkg = packageOf(inner.identifier || inner.name || '(css)');
      byPackage[pkg] = (byPackage[pkg] || 0) + inner.size;
    }
  }
  console.log(`chunk ${chunk.names.join(',') || chunk.id} (${(chunk.size / 1024).toFixed(0)} KB raw, files ${chunk.files.join(' ')})`);
  for (const [pkg, size] of Object.entries(byPackage)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)) {
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${pkg}`);
  }
}
