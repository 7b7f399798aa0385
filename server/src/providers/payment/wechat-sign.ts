/**
 * WeChat Pay APIv3 cryptography (global API, same rules as the domestic one):
 * - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="..",nonce_str="..",signature="..",timestamp="..",serial_no=".."`,
 *   signature = base64 SHA256-RSA (merchant private key) over `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`;
 * - answers and notifications: `Wechatpay-Signature` over `timestamp\nnonce\nbody\n`, checked with the platform
 *   public key that `Wechatpay-Serial` names;
 * - JSAPI pay sign: SHA256-RSA over `appId\ntimeStamp\nnonceStr\npackage\n`;
 * - notification `resource`: AEAD_AES_256_GCM with the 32-byte APIv3 key, the last 16 bytes of the
 *   ciphertext are the tag.
 */
import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';

/** 32 characters [0-9A-F]: WeChat wants at most 32 letters and digits. */
export const wechatNonce = (): string => randomBytes(16).toString('hex').toUpperCase();

/** The lines of a signed message, each ended by \n (the last one too). */
export const signedMessage = (...lines: string[]): string => lines.map((line) => `${line}\n`).join('');

export function rsaSign(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface RequestSigner {
  mchId: string;
  serial: string;
  privateKey: KeyObject;
}

export function authorization(
  signer: RequestSigner,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp: number,
  nonce: string,
): string {
  const signature = rsaSign(signedMessage(method, pathWithQuery, String(timestamp), nonce, body), signer.privateKey);
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${signer.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${signer.serial}"`
  );
}

export interface EncryptedResource {
  algorithm?: unknown;
  ciphertext?: unknown;
  nonce?: unknown;
  associated_data?: unknown;
}

/** The plaintext, or undefined when the key, nonce, associated data or tag do not match. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | undefined {
  const { algorithm, ciphertext, nonce, associated_data: aad } = resource;
  if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') return undefined;
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length <= 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    decipher.setAAD(Buffer.from(typeof aad === 'string' ? aad : ''));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
