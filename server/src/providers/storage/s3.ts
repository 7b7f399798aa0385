/**
 * Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...) through the official AWS SDK v3. The bucket is
 * private: the API reads files back and serves them behind its own checks; `directUrl` hands out a presigned GET.
 */
import type * as S3 from '@aws-sdk/client-s3';
import type { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config';
import type { FileStore, StoredFile } from './types';

// The SDK loads at first use: most installs keep files on disk, and loading it is a tenth of a second of every start.
const loadSdk = () => Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
type Connection = { sdk: typeof S3; client: S3.S3Client; presign: typeof getSignedUrl };

export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly bucket: string;
  private connection?: Promise<Connection>;

  constructor(private readonly config: S3StorageConfig) {
    this.bucket = config.bucket;
  }

  private connect(): Promise<Connection> {
    this.connection ??= loadSdk().then(([sdk, presigner]) => ({
      sdk,
      presign: presigner.getSignedUrl,
      client: new sdk.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint,
        forcePathStyle: this.config.forcePathStyle,
        // Unset keys: the SDK's default chain (instance role, AWS_* variables, shared profile).
        credentials:
          this.config.accessKeyId && this.config.secretAccessKey
            ? { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey }
            : undefined,
      }),
    }));
    return this.connection;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { bytes: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
    } catch (err) {
      if (isMissing(sdk, err)) return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async directUrl(key: string, seconds: number, downloadName?: string): Promise<string> {
    const { sdk, client, presign } = await this.connect();
    const command = new sdk.GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(downloadName ? { ResponseContentDisposition: `inline; filename="${downloadName}"` } : {}),
    });
    return presign(client, command, { expiresIn: seconds });
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  destroy(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}

function isMissing(sdk: typeof S3, err: unknown): boolean {
  if (err instanceof sdk.NoSuchKey) return true;
  return err instanceof sdk.S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}
