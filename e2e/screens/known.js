// Findings the screen check already knows of. Each is work still open, listed so that the check fails on anything
// new while they are fixed one by one; a fixed one is dropped from the list (the run says which are gone).
// `npm run screens -- --accept` rewrites the list from a run: read its diff before committing it.
const fs = require('fs');
const path = require('path');

const FILE = path.join(__dirname, 'known-findings.txt');

/** One finding as a line: numbers folded (waybill numbers, counts and sizes change between runs). */
const keyOf = (result, problem) =>
  `${result.visit.name} ${result.lang} ${result.size} ${problem.rule}: ${problem.text.replace(/\d+/g, '#')}`.replace(/\s+/g, ' ');

function loadKnown() {
  if (!fs.existsSync(FILE)) return new Set();
  return new Set(
    fs
      .readFileSync(FILE, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#')),
  );
}

/** Splits each result's problems into new ones and known ones; answers the known lines no screen showed again. */
function sortFindings(results, known) {
  const seen = new Set();
  for (const r of results) {
    r.known = [];
    r.problems = r.problems.filter((p) => {
      const key = keyOf(r, p);
      if (!known.has(key) || p.rule === 'screenshot') return true;
      seen.add(key);
      r.known.push(p);
      return false;
    });
  }
  return [...known].filter((k) => !seen.has(k));
}

/** Writes every problem of a run (screenshots aside: a picture is fixed or its baseline rewritten) as known. */
function writeKnown(results) {
  const lines = new Set();
  for (const r of results) for (const p of [...r.problems, ...r.known]) if (p.rule !== 'screenshot') lines.add(keyOf(r, p));
  const header = '# Screen-check findings still open (e2e/screens/known.js): the check fails on any finding not listed here.\n';
  fs.writeFileSync(FILE, header + [...lines].sort().join('\n') + '\n');
  return lines.size;
}

module.exports = { loadKnown, sortFindings, writeKnown, knownFile: FILE };
