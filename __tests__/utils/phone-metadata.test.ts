// src/utils/phone.ts bundles libphonenumber-js's `mobile` metadata for +61/+64/+86 only. These tests keep that
// file in step with the installed libphonenumber-js and check that parsing answers as with the full set.
import fs from 'fs';
import examples from 'libphonenumber-js/examples.mobile.json';
import { type CountryCode, parsePhoneNumberFromString as parseFull } from 'libphonenumber-js/mobile';
import { type AreaCode, formatPhone, maskPhone, parsePhone } from '@/utils/phone';

const { build, target } = require('../../scripts/phone-metadata.js');

/** parsePhone as it was with the full metadata (libphonenumber-js/mobile). */
function parseWithFullMetadata(input: string, areaCode?: AreaCode) {
  const country = { '64': 'NZ', '61': 'AU', '86': 'CN' } as const;
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, reason: 'invalid' };
  const phone = parseFull(text, areaCode && country[areaCode]);
  if (!phone) return { ok: false, reason: 'invalid' };
  if (!['64', '61', '86'].includes(phone.countryCallingCode)) return { ok: false, reason: 'unsupported_country' };
  if (!phone.isPossible()) return { ok: false, reason: 'invalid' };
  if (phone.getType() !== 'MOBILE') return { ok: false, reason: 'not_mobile' };
  return { ok: true, e164: phone.number, areaCode: phone.countryCallingCode, national: phone.nationalNumber };
}

it('src/utils/phone-metadata.json is what scripts/phone-metadata.js makes (run it after upgrading libphonenumber-js)', () => {
  expect(fs.readFileSync(target, 'utf8')).toBe(build());
});

describe('answers as with the full mobile metadata', () => {
  // Every country's example mobile number: E.164, spaced, national with a trunk 0, after an access code.
  const inputs: string[] = [];
  for (const [country, national] of Object.entries(examples as Record<string, string>)) {
    const e164 = parseFull(national, country as CountryCode)?.number;
    if (!e164) continue;
    inputs.push(e164, `${e164.slice(0, 3)} ${e164.slice(3)}`, national, `0${national}`, `00${e164.slice(1)}`);
  }
  const ours = ['+64211234567', '+6421123456', '+61412345678', '+8613812345678', '+6492345678', '+61291234567', '+861012345678'];
  for (const e164 of ours) {
    const digits = e164.slice(1);
    for (let cut = 3; cut <= digits.length + 2; cut++) {
      const part = (digits + '99').slice(0, cut);
      inputs.push(`+${part}`, part, `0${part.slice(2)}`, `00${part}`);
    }
  }
  const areas: (AreaCode | undefined)[] = [undefined, '64', '61', '86'];

  it(`parsePhone on ${inputs.length} inputs x ${areas.length} area codes`, () => {
    const differ: string[] = [];
    let exempt = 0;
    for (const input of inputs) {
      for (const area of areas) {
        const was = parseWithFullMetadata(input, area);
        const now = parsePhone(input, area);
        // A foreign number typed after an international access code ('0044...') now reads 'invalid' instead of
        // 'unsupported_country': both show the same "invalid mobile number" message.
        const idd = /^00/.test(input) && was.reason === 'unsupported_country' && now.ok === false && now.reason === 'invalid';
        if (idd) exempt++;
        if (!idd && JSON.stringify(now) !== JSON.stringify(was))
          differ.push(`${input} (${area}): ${JSON.stringify(was)} -> ${JSON.stringify(now)}`);
      }
    }
    expect(differ).toEqual([]);
    expect(exempt).toBeLessThan(inputs.length); // the exemption above stays narrow
  });

  it('maskPhone and formatPhone on numbers of NZ, AU and CN', () => {
    for (const e164 of ours) {
      const full = parseFull(e164)!;
      expect(formatPhone(e164)).toBe(full.formatInternational());
      expect(maskPhone(e164)).toMatch(new RegExp(`^\\+${full.countryCallingCode} `));
    }
  });
});
