import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installTracing, startTracing, type Tracing } from '@cardsmith/service-kit';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMediaImages } from './media-images.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
let tracing: Tracing;
let seen: IncomingHttpHeaders | undefined;
const media = createServer((request, response) => {
  seen = request.headers;
  response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_MAGIC);
});

beforeAll(async () => {
  tracing = (await startTracing('print', { exporter: new InMemorySpanExporter() }))!;
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => media.close(resolve));
  await tracing.shutdown();
});

it("carries the request's trace to the media service when it loads a card's image", async () => {
  const mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const images = createMediaImages(mediaUrl, 'https://cards.example');
  const app = Fastify();
  installTracing(app, 'print');
  app.get('/load', async () => (await images.loadImage(`${mediaUrl}/api/media/abc`))?.length);
  const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const response = await app.inject({
    url: '/load',
    headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` },
  });
  await app.close();

  expect(response.body).toBe(String(PNG_MAGIC.length));
  expect(seen?.traceparent).toMatch(new RegExp(`^00-${trace}-[0-9a-f]{16}-01$`));
});
