/**
 * A local S3-speaking server (s3rver: the S3 REST API, objects on disk; it checks credentials and link expiry, not SigV4 signatures) with one bucket, for the
 * S3 adapter's tests. `env` is what the server needs to use it (the S3_* settings of the README).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  url: string;
  bucket: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'parcel-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'parcel-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    // s3rver's fixed credentials.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
