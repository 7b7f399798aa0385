/** Waybill numbers on the server: the shared rule (types/waybill-number.ts) plus issuing new numbers. */
import { randomInt } from 'node:crypto';
import { classifyWaybillNo, dammDigit } from '@contract/waybill-number';

export { dammDigit, normaliseWaybillNo } from '@contract/waybill-number';

/** Well formed (known prefix, 10 digits) and the digits, check digit included, reduce to 0. */
export function checkWaybillNo(raw: string): { valid: boolean; normalized: string } {
  const { result, normalized } = classifyWaybillNo(raw);
  return { valid: result === 'ok', normalized };
}

/** A new random number for the site (randomness hides how many waybills a site makes). */
export function newWaybillNo(countryCode: string): string {
  const body = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return `${countryCode.toUpperCase()}${body}${dammDigit(body)}`;
}
