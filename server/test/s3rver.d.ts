/** The part of s3rver (a server of the S3 protocol, for tests) the tests use; it ships no types of its own. */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  /** An S3 event notification, as S3 sends them. */
  interface S3rverEvent {
    Records: Array<{ eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }>;
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }
}
