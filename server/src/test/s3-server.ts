import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config.js';

/** A real S3-compatible server (s3rver) on 127.0.0.1 and a random port, its objects in a temporary folder. */
export interface TestS3Server {
  endpoint: string;
  /** A new, empty bucket and the settings that reach it. */
  bucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let buckets = 0;

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'dergi-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    async bucket() {
      const bucket = `media-${process.pid}-${buckets++}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { endpoint, bucket, region: 'us-east-1', ...CREDENTIALS };
    },
    async close() {
      admin.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
