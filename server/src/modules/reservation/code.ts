/**
 * The pickup code and the QR token. The 6-digit code is derived from the server's secret, the booking and its
 * code version, and kept only as an HMAC bound to the booking, so the database alone does not give it away; its
 * owner reads it again with the booking (as the QR, which collects as well), after a reload or a reschedule.
 * The QR carries `R1.<id>.<code version>.<HMAC>`: it names the booking and is void once a new code is issued.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { safeEqual } from '../../lib/crypto';
import { persistentSecret } from '../../lib/secrets';

export const CODE_PATTERN = '^\\d{6}$';
export const TOKEN_PATTERN = '^R1\\.\\d{1,10}\\.\\d{1,10}\\.[A-Za-z0-9_-]{43}$';

type SecretConfig = Pick<Config, 'dataDir' | 'reservationSecret'>;

// RESERVATION_SECRET (required in production); otherwise one made once under DATA_DIR.
const secretOf = (config: SecretConfig) =>
  config.reservationSecret ?? persistentSecret(path.join(config.dataDir, 'secrets', 'reservation-secret'));
const mac = (config: SecretConfig, text: string) => createHmac('sha256', secretOf(config)).update(text).digest('base64url');

/** The code of this version of the booking (a new code is the next version's). */
export function pickupCode(config: SecretConfig, reservationId: number, version: number): string {
  const digest = createHmac('sha256', secretOf(config)).update(`pickup:${reservationId}:${version}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export const codeHash = (config: SecretConfig, reservationId: number, code: string) => mac(config, `code:${reservationId}:${code}`);

export function codeMatches(config: SecretConfig, reservationId: number, code: string, stored: string): boolean {
  return safeEqual(codeHash(config, reservationId, code), stored);
}

export function qrToken(config: SecretConfig, reservationId: number, version: number): string {
  return `R1.${reservationId}.${version}.${mac(config, `qr:${reservationId}:${version}`)}`;
}

/** The booking a token names, when its signature holds (the version is checked against the booking). */
export function readQrToken(config: SecretConfig, token: string): { id: number; version: number } | null {
  const match = new RegExp(TOKEN_PATTERN).exec(token) && token.split('.');
  if (!match) return null;
  const [, id, version] = match.map((p, i) => (i === 1 || i === 2 ? Number(p) : p)) as [string, number, number, string];
  return safeEqual(token, qrToken(config, id, version)) ? { id, version } : null;
}

/** A PNG data URL: an <Image> shows it on H5 and in the mini-program alike. */
export function qrImage(token: string): Promise<string> {
  return QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
