/**
 * Where the product keeps every file it stores: public uploads, private photos and their watermarked renditions,
 * signatures, agreement and invoice PDFs, claim evidence, return labels. Keys are relative paths such as
 * `uploads/<name>` or `private/<key>.pdf` (the folder says who may read it: only `uploads/` is ever served
 * without a signed link). Callers check content and size before `put`; the store only keeps bytes.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType?: string;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores new bytes under a fresh key (keys are random: never an overwrite of someone else's file). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /**
   * A link that reads the file directly from the store for `seconds` (S3: a presigned GET, with the download
   * name when given); undefined for the local disk, whose files only the API serves.
   */
  directUrl(key: string, seconds: number, downloadName?: string): Promise<string | undefined>;
  /** Readiness: throws when the store cannot be reached. */
  check(): Promise<void>;
}
