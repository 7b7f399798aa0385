/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...) through the official AWS SDK v3. The bucket is
 * private: the API reads files back and serves them behind its own checks; `directUrl` hands out a presigned GET.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config';
import type { FileStore, StoredFile } from './types';

export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Unset keys: the SDK's default chain (instance role, AWS_* variables, shared profile).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { bytes: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async directUrl(key: string, seconds: number, downloadName?: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(downloadName ? { ResponseContentDisposition: `inline; filename="${downloadName}"` } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey) return true;
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}
