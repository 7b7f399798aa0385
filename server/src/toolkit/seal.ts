/**
 * Sealing personal values at rest (recipients' China ID numbers): AES-256-GCM with the configured DATA_KEY, the
 * key's id written into every sealed value so a rotated key can still open older ones, and an HMAC blind index
 * for the lookups that need equality. A sealed value reads `s1.<key id>.<base64url(iv | ciphertext | tag)>`.
 * See docs/privacy.md (key rotation).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { persistentSecret } from '../lib/secrets';

const PREFIX = 's1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Key {
  id: string;
  cipher: Buffer;
  index: Buffer;
}

/** Two keys derived from one configured key, so the blind index never reuses the encryption key. */
function keyOf(raw: Buffer): Key {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', raw, Buffer.alloc(0), purpose, 32));
  return {
    id: createHash('sha256').update(raw).digest('base64url').slice(0, 8),
    cipher: derive('parcel seal v1'),
    index: derive('parcel blind index v1'),
  };
}

export class Sealer {
  private readonly current: Key;
  private readonly byId: Map<string, Key>;

  constructor(current: Buffer, previous: Buffer[] = []) {
    this.current = keyOf(current);
    this.byId = new Map([current, ...previous].map((raw) => keyOf(raw)).map((k) => [k.id, k]));
  }

  get keyId(): string {
    return this.current.id;
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${PREFIX}.`);
  }

  /** The key id a sealed value names. */
  static keyIdOf(value: string): string | null {
    return Sealer.isSealed(value) ? value.split('.')[1] : null;
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.cipher, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}.${this.current.id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The plain value; a value stored before sealing existed (not yet sealed at start) comes back as it is. */
  open(value: string): string {
    if (!Sealer.isSealed(value)) return value;
    const [, id, packed] = value.split('.');
    const key = this.byId.get(id);
    if (!key) throw new Error(`sealed with key ${id}, which is neither DATA_KEY nor in DATA_KEYS_PREVIOUS`);
    const bytes = Buffer.from(packed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.cipher, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** Equal plain values give equal indexes under the current key; the index reveals nothing else. */
  index(plain: string): string {
    return createHmac('sha256', this.current.index).update(plain).digest('base64url').slice(0, 32);
  }

  openOrNull(value: string | null | undefined): string | null {
    return value ? this.open(value) : null;
  }
}

const sealers = new WeakMap<Config['dataKeys'], Sealer>();

/** The sealer of a configuration (one per process and key set). */
export function sealerOf(config: Pick<Config, 'dataKeys'>): Sealer {
  let sealer = sealers.get(config.dataKeys);
  if (!sealer) {
    const keys = config.dataKeys;
    sealer =
      'keyFile' in keys ? new Sealer(Buffer.from(persistentSecret(keys.keyFile), 'base64url')) : new Sealer(keys.current, keys.previous);
    sealers.set(config.dataKeys, sealer);
  }
  return sealer;
}
