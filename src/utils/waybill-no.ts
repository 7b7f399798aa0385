/**
 * Waybill numbers, mirrored from the server (server/src/modules/waybill/number.ts) for instant feedback:
 * site prefix NZ or AU + 9 digits + 1 Damm check digit. Damm catches every single mistyped digit and every
 * swap of two adjacent digits. The server (GET /api/order/check_no, and the track query's 40001) stays the judge.
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
]

/** The Damm interim digit of `digits` (0 for a number whose check digit is right). */
export function dammDigit(digits: string): number {
  let interim = 0
  for (const c of digits) interim = DAMM[interim][c.charCodeAt(0) - 48]
  return interim
}

const FORMAT = /^(NZ|AU)(\d{10})$/

/** Uppercase, spaces and dashes removed (as the server stores and compares numbers). */
export const normaliseWaybillNo = (raw: string) => (raw ?? '').replace(/[\s-]/g, '').toUpperCase()

/**
 * 'empty' nothing typed; 'format' not NZ/AU + 10 digits; 'check' the check digit is wrong (a typo);
 * 'ok' well formed with a right check digit.
 */
export type WaybillNoCheck = 'empty' | 'format' | 'check' | 'ok'

export function checkWaybillNoLocal(raw: string): { result: WaybillNoCheck; normalized: string } {
  const normalized = normaliseWaybillNo(raw)
  if (!normalized) return { result: 'empty', normalized }
  const match = FORMAT.exec(normalized)
  if (!match) return { result: 'format', normalized }
  return { result: dammDigit(match[2]) === 0 ? 'ok' : 'check', normalized }
}
