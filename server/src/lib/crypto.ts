/** Random values and hashes for tokens and codes (node:crypto only). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session tokens and file names. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomReadable(length: number): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}

/** Compares two hex or text digests without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
