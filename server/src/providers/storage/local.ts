/** Files on the local disk under DATA_DIR (the default): `<DATA_DIR>/<key>`; private folders are 0700, files 0600. */
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFile } from './types';

export class LocalStore implements FileStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private file(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key outside the store: ${key}`);
    return file;
  }

  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const secret = !key.startsWith('uploads/');
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, ...(secret ? { mode: 0o700 } : {}) });
    // 'wx': a key is never reused; a collision is a bug, not an overwrite.
    await writeFile(file, bytes, { flag: 'wx', ...(secret ? { mode: 0o600 } : {}) });
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const bytes = await readFile(this.file(key)).catch(() => undefined);
    return bytes && { bytes };
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async directUrl(): Promise<undefined> {
    return undefined;
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
