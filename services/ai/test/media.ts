import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedUpload {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A loopback stand-in for the media service that records uploads and answers `status`. */
export async function startMediaRecorder(status = 201) {
  const uploads: RecordedUpload[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      uploads.push({ url: req.url ?? '', headers: req.headers, body });
      const id = `m${String(uploads.length).padStart(20, '0')}`;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 201
            ? { id, url: `/api/media/${id}`, contentType: 'image/png', bytes: body.length }
            : { code: 'internal', message: 'nope' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    uploads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
