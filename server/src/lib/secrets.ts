/**
 * A secret made once and kept in a file (mode 0600), for signatures that every process sharing DATA_DIR must
 * agree on when no secret is configured (private-file links, sandbox payment notifications).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const secrets = new Map<string, string>();

export function persistentSecret(file: string): string {
  let secret = secrets.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    secrets.set(file, secret);
  }
  return secret;
}

function readOrCreate(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': the first process to get here writes it; the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
