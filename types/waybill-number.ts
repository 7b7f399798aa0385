/**
 * Waybill numbers, shared by the server (which issues and judges them) and the app (instant feedback):
 * site prefix NZ or AU + 9 digits + 1 check digit.
 *
 * The check digit is the Damm algorithm's (a totally anti-symmetric quasigroup of order 10), chosen over
 * ISO 7064 MOD 11-10 and Luhn because it GUARANTEES to detect every single-digit error and every
 * transposition of two adjacent digits (the check digit included), with a decimal check digit.
 * MOD 11-10 misses about 2% of adjacent transpositions and Luhn misses 09 <-> 90
 * (tried in server/src/modules/waybill/number.test.ts).
 */

const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

/** The interim digit after running `digits` through the table: the check digit of `digits`, and 0 for a
 *  number whose check digit is right. */
export function dammDigit(digits: string): number {
  let interim = 0;
  for (const c of digits) interim = DAMM[interim][c.charCodeAt(0) - 48];
  return interim;
}

const FORMAT = /^(NZ|AU)(\d{10})$/;

/** Uppercase, spaces and dashes removed (as the server stores and compares numbers). */
export const normaliseWaybillNo = (raw: string): string => (raw ?? '').replace(/[\s-]/g, '').toUpperCase();

/** 'empty' nothing typed; 'format' not NZ/AU + 10 digits; 'check' the check digit is wrong (a typo); 'ok'. */
export type WaybillNoCheck = 'empty' | 'format' | 'check' | 'ok';

export function classifyWaybillNo(raw: string): { result: WaybillNoCheck; normalized: string } {
  const normalized = normaliseWaybillNo(raw);
  if (!normalized) return { result: 'empty', normalized };
  const match = FORMAT.exec(normalized);
  if (!match) return { result: 'format', normalized };
  return { result: dammDigit(match[2]) === 0 ? 'ok' : 'check', normalized };
}
