import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/blobs/s3-settings.js';

/** An S3 protocol server on loopback with one empty bucket, in a fresh directory. */
export async function startS3Peer(): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'cardsmith-s3-'));
  const bucket = 'cardsmith-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      presignSeconds: 300,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
