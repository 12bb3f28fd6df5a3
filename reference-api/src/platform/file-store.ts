import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema/index';

// Where uploaded files live (issue 24): one interface, so no API process keeps on its own disk a file
// another process needs. PostgreSQL (`stored_files`, bytea) by default, on PGlite and PostgreSQL
// alike; an S3-compatible bucket when S3_BUCKET is set. Files here are at most 5 MB (R§9), so a file is
// read and written whole.

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  sizeBytes: number;
}

export interface FileStore {
  readonly kind: 'postgres' | 's3';
  /** Stores `bytes` under `key` (a key is written once; writing it again replaces it). */
  put(key: string, bytes: Buffer, meta: { contentType: string }): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export function postgresFileStore(db: Db): FileStore {
  return {
    kind: 'postgres',
    async put(key, bytes, { contentType }) {
      const row = { key, contentType, sizeBytes: bytes.length, bytes };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, sizeBytes: bytes.length, bytes } });
    },
    async get(key) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      return row ? { bytes: row.bytes, contentType: row.contentType, sizeBytes: row.sizeBytes } : null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** a non-AWS endpoint (MinIO, R2, …); path-style addressing is used with it */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * An S3-compatible bucket through @aws-sdk/client-s3 (loaded only when configured). Not exercised by
 * this repository's tests: no object store runs where they run (README "Running several processes").
 */
export async function s3FileStore(settings: S3Settings): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, { contentType }) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
        return { bytes, contentType: out.ContentType ?? 'application/octet-stream', sizeBytes: bytes.length };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** The store the environment names: S3 when S3_BUCKET is set, else the database. */
export async function createFileStore(
  db: Db,
  env: { S3_BUCKET?: string; S3_REGION: string; S3_ENDPOINT?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
): Promise<FileStore> {
  if (!env.S3_BUCKET) return postgresFileStore(db);
  return s3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
