import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestBucket {
  /** What puts a test server's uploads in this bucket. */
  environment: Record<string, string>;
  /** How many times each key was written (S3's ObjectCreated events). */
  writes: Map<string, number>;
  object(key: string): Promise<Buffer>;
  put(key: string, bytes: Buffer): Promise<void>;
  /** Every key under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'dietbar-test';
// s3rver's own account.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real server of the S3 protocol (s3rver) on a free port of 127.0.0.1, with one empty bucket, and a client of its own. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const writes = new Map<string, number>();
  server.on('event', (event) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated')) writes.set(record.s3.object.key, (writes.get(record.s3.object.key) ?? 0) + 1);
    }
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials: KEYS, forcePathStyle: true });
  return {
    environment: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    writes,
    async object(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
    },
    async keys(prefix) {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
