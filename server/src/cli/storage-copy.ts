/**
 * npm run storage:copy -w server — copies the files under DATA_DIR (uploads, private photos and documents) into the
 * bucket configured by S3_BUCKET and the other S3_* settings, under the same keys. Run it before switching a server
 * that kept files on its disk to the bucket (and once more after, for files written meanwhile); it skips what is
 * already there.
 */
import { ConfigError, loadConfig } from '../config';
import { createFileStore } from '../providers/storage';
import { copyLocalFiles } from '../providers/storage/copy';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3')
    throw new ConfigError('storage:copy needs S3_BUCKET (and the other S3_* settings) for the target bucket');
  const target = createFileStore(config);
  await target.check();
  const report = await copyLocalFiles(config.dataDir, target, (key) => console.log(`copied ${key}`));
  console.log(`storage copy: ${report.copied} copied, ${report.skipped} already in s3://${config.storage.bucket}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
    process.exit(err instanceof ConfigError ? 1 : 2);
  },
);
