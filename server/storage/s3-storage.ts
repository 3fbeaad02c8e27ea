import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Options } from '../config';
import { UPLOADS_CACHE_CONTROL, UPLOADS_PREFIX, bucketLocation, isStoredName, storedType, type StoredFileInfo, type UploadStorage } from './storage';

/** Objects are kept under the path they are served at (`uploads/abc.jpg`): see bucketLocation. */
const OBJECT_PREFIX = UPLOADS_PREFIX.slice(1);

/** True when S3 answered that the object (or, with `NotFound`, the object of a HEAD) does not exist. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

function orUndefinedWhenMissing<T>(request: Promise<T>): Promise<T | undefined> {
  return request.catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
}

const infoOf = (object: { ContentLength?: number; LastModified?: Date }): StoredFileInfo => ({
  size: object.ContentLength ?? 0,
  lastModified: object.LastModified ?? new Date(0),
});

/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2) that every instance reads and
 * writes: an image stored through one is served by all. An object appears whole or not at all.
 */
export function s3Storage(options: S3Options): UploadStorage & { client: S3Client; checkBucket(): Promise<void> } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mishandle the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (name: string) => OBJECT_PREFIX + name;

  return {
    client,
    location: bucketLocation(Bucket),
    /** Refuses to start on a bucket that cannot be reached or does not exist, naming which. */
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof S3ServiceException ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : String(error);
        throw new Error(`The S3 bucket ${Bucket} at ${options.endpoint ?? 'AWS'} cannot be used: ${reason}. Check S3_ENDPOINT, S3_BUCKET and the keys.`);
      }
    },
    async save(name, content) {
      const Body = Buffer.isBuffer(content) ? content : await fs.readFile(content.file);
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body, ContentType: storedType(name), CacheControl: UPLOADS_CACHE_CONTROL }));
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async exists(name) {
      return (await this.stat(name)) !== undefined;
    },
    async stat(name) {
      const head = await orUndefinedWhenMissing(client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) })));
      return head && infoOf(head);
    },
    async open(name) {
      const object = await orUndefinedWhenMissing(client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })));
      return object && { ...infoOf(object), body: object.Body as Readable };
    },
    async list(folder) {
      const Prefix = keyOf(folder ? `${folder}/` : '');
      const names: string[] = [];
      // The delimiter keeps the listing to the folder itself: the originals are not listed with every variant.
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix, Delimiter: '/' })) {
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(OBJECT_PREFIX.length));
      }
      return names.filter(isStoredName);
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    removeLeftovers: async () => [],
  };
}
