/**
 * Copies the files kept on the local disk (DATA_DIR/uploads, DATA_DIR/private) into another store under the same
 * keys, for the move to a bucket. Safe to run again: a key already in the target is left as it is.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LocalStore } from './local';
import type { FileStore } from './types';

/** The folders under DATA_DIR that hold product files (the rest is the database, secrets and dev outboxes). */
export const STORED_FOLDERS = ['uploads', 'private'] as const;

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };
const typeOf = (key: string) => TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream';

export interface CopyReport {
  copied: number;
  skipped: number;
}

export async function copyLocalFiles(dataDir: string, target: FileStore, log: (key: string) => void = () => {}): Promise<CopyReport> {
  const source = new LocalStore(dataDir);
  const report: CopyReport = { copied: 0, skipped: 0 };
  for (const folder of STORED_FOLDERS) {
    const names = await readdir(path.join(dataDir, folder)).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const key = `${folder}/${name}`;
      if (await target.get(key)) {
        report.skipped += 1;
        continue;
      }
      const file = await source.get(key);
      if (!file) continue; // a folder, or removed meanwhile
      await target.put(key, file.bytes, typeOf(key));
      report.copied += 1;
      log(key);
    }
  }
  return report;
}
