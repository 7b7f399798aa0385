/** The file store: an S3-compatible bucket when S3_BUCKET is set, otherwise the local disk under DATA_DIR. */
import type { Config } from '../../config';
import { LocalStore } from './local';
import { S3Store } from './s3';
import type { FileStore } from './types';

export type { FileStore, StoredFile } from './types';

export function createFileStore(config: Pick<Config, 'storage' | 'dataDir'>): FileStore {
  if (config.storage.kind === 's3') return new S3Store(config.storage);
  return new LocalStore(config.dataDir);
}
