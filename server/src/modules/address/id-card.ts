/**
 * Mainland resident identity card numbers (GB 11643-1999): 6 digits of region, 8 of birth date
 * (YYYYMMDD), 3 of sequence, 1 check character from the ISO 7064 MOD 11-2 sum.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type IdProblem = 'invalid_format' | 'id_birth_date' | 'id_checksum';

export function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** The number in canonical form (upper-case X), or what is wrong with it. `today` bounds the birth date. */
export function checkIdNumber(input: string, today: Date): { ok: string } | { problem: IdProblem } {
  const id = input.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return { problem: 'invalid_format' };
  if (!isRealBirthDate(id.slice(6, 14), today)) return { problem: 'id_birth_date' };
  if (checkChar(id.slice(0, 17)) !== id[17]) return { problem: 'id_checksum' };
  return { ok: id };
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const [y, m, d] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= today.getTime();
}

/** 110105********123X: enough to tell two cards apart in a list, not enough to use. */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : id;
}
