#!/usr/bin/env node
// Writes src/utils/phone-metadata.json: libphonenumber-js's `mobile` metadata cut down to the calling codes
// the app takes (+61 AU/CC/CX, +64 NZ, +86 CN) — ~1 KB gzipped instead of ~24 KB for all 245 countries —
// plus the list of every other calling code, so a foreign number is still told apart ('unsupported_country').
// Run after upgrading libphonenumber-js:  node scripts/phone-metadata.js   (__tests__/utils/phone-metadata.test.ts
// fails while the file is out of date).
const fs = require('fs');
const path = require('path');

const CALLING_CODES = ['61', '64', '86'];
const target = path.join(__dirname, '..', 'src', 'utils', 'phone-metadata.json');

function build() {
  const full = require('libphonenumber-js/metadata.mobile.json');
  const metadata = { version: full.version, country_calling_codes: {}, countries: {} };
  for (const code of CALLING_CODES) {
    metadata.country_calling_codes[code] = full.country_calling_codes[code];
    for (const country of full.country_calling_codes[code]) metadata.countries[country] = full.countries[country];
  }
  const all = [...Object.keys(full.country_calling_codes), ...Object.keys(full.nonGeographic || {})];
  const otherCallingCodes = [...new Set(all)].filter((code) => !CALLING_CODES.includes(code)).sort();
  return JSON.stringify({ metadata, otherCallingCodes }) + '\n';
}

if (require.main === module) {
  fs.writeFileSync(target, build());
  console.log(`wrote ${path.relative(process.cwd(), target)} (${fs.statSync(target).size} bytes)`);
}

module.exports = { build, target };
