/**
 * The `t=<unix>,v1=<hex>` signature header Stripe documents (`Stripe-Signature`) and the sandbox copies
 * (`Sandbox-Signature`): HMAC-SHA256(secret, `${t}.${rawBody}`) in hex. Several v1 entries may be present
 * (a secret being rolled); one match is enough.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';
import { NotificationRejected } from './types';
import { requireFresh, unixSeconds } from './util';

export function hmacHex(secret: string, timestamp: number | string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function hmacSignatureHeader(secret: string, body: Buffer | string, at: Date): string {
  const t = unixSeconds(at);
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

/** Throws NotificationRejected unless one v1 signs `rawBody` with `secret` within 5 minutes of `now`. */
export function verifyHmacSignature(header: string | undefined, secret: string, rawBody: Buffer, now: Date): void {
  if (!header) throw new NotificationRejected('signature header missing');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value);
  requireFresh(t, now);
  if (!signatures.length) throw new NotificationRejected('no v1 signature');
  const expected = hmacHex(secret, t!, rawBody);
  // Every candidate is compared (no early exit), in constant time each.
  const matches = signatures.filter((signature) => safeEqual(expected, signature.toLowerCase()));
  if (!matches.length) throw new NotificationRejected('signature does not match');
}
