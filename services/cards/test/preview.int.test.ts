import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { svgToPng } from '@cardsmith/card-render/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { isPng, newVisitor, PUBLIC_ORIGIN, startApp, type TestApp } from './support.js';

let t: TestApp;
let media: Server;
let mediaUrl: string;
const mediaRequests: string[] = [];

beforeAll(async () => {
  const red = await svgToPng(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ff0000"/></svg>',
    { width: 8 },
  );
  // A stand-in for the media service and for an internal host an attacker might aim at.
  media = createServer((request, response) => {
    mediaRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(red);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  t = await startApp({ env: { MEDIA_URL: mediaUrl } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => media.close(resolve));
});

const owner = newVisitor();
const pngWidth = (png: Buffer) => png.readUInt32BE(16);
const pngHeight = (png: Buffer) => png.readUInt32BE(20);

async function createCard(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/cards', headers: owner, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}

const image = (id: string, content: string, x: number) => ({
  id,
  type: 'image',
  content,
  position: { x, y: 350 },
  size: { width: 120, height: 120 },
});

describe('card preview PNG', () => {
  it('renders the front at the default 1000×1400 with frame and template art', async () => {
    const card = await createCard({
      templateId: 'funny1',
      frameId: 'golden-borders',
      cardMessage: 'Happy birthday!',
      elements: [{ id: 't', type: 'text', content: 'Hello', position: { x: 250, y: 100 } }],
    });
    const res = await t.app.inject(`/api/cards/${card.id}/preview.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(isPng(res.rawPayload)).toBe(true);
    expect([pngWidth(res.rawPayload), pngHeight(res.rawPayload)]).toEqual([1000, 1400]);

    const plain = await createCard({ cardMessage: 'Happy birthday!' });
    const plainPng = (await t.app.inject(`/api/cards/${plain.id}/preview.png`)).rawPayload;
    expect(plainPng.equals(res.rawPayload)).toBe(false);
  });

  it('answers 304 for the current ETag and a new image after an update', async () => {
    const card = await createCard({ backgroundColor: '#223344' });
    const url = `/api/cards/${card.id}/preview.png?width=500`;
    const first = await t.app.inject(url);
    expect([pngWidth(first.rawPayload), pngHeight(first.rawPayload)]).toEqual([500, 700]);
    const etag = first.headers.etag as string;
    const cached = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.rawPayload.length).toBe(0);
    const repeat = await t.app.inject(url);
    expect(repeat.rawPayload.equals(first.rawPayload)).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: owner,
      payload: { backgroundColor: '#ffcc00' },
    });
    const changed = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('rounds a requested width up to one of the preview widths, so varying it renders nothing new', async () => {
    const card = await createCard({ backgroundColor: '#335577' });
    const answers = await Promise.all(
      [301, 420, 499, 500].map((width) =>
        t.app.inject(`/api/cards/${card.id}/preview.png?width=${width}`),
      ),
    );
    for (const res of answers) {
      expect([pngWidth(res.rawPayload), pngHeight(res.rawPayload)]).toEqual([500, 700]);
      expect(res.headers.etag).toBe(answers[0]!.headers.etag);
    }
  });

  it('draws the back differently from the front', async () => {
    const card = await createCard({ cardMessage: 'Thinking of you', templateId: 'romantic1' });
    const front = await t.app.inject(`/api/cards/${card.id}/preview.png?width=400`);
    const back = await t.app.inject(`/api/cards/${card.id}/preview.png?width=400&side=back`);
    expect(isPng(back.rawPayload)).toBe(true);
    expect(back.rawPayload.equals(front.rawPayload)).toBe(false);
    expect(back.headers.etag).not.toBe(front.headers.etag);
  });

  it('fetches our own media from the media service and nothing else', async () => {
    mediaRequests.length = 0;
    const withMedia = await createCard({
      elements: [
        image('ours', '/api/media/abcdefghijkl', 150),
        image('origin', `${PUBLIC_ORIGIN}/api/media/mnopqrstuvwx`, 350),
        image('ssrf', `${mediaUrl}/internal-secret`, 250),
        image('web', 'https://example.invalid/cat.png', 250),
      ],
    });
    const res = await t.app.inject(`/api/cards/${withMedia.id}/preview.png?width=200`);
    expect(res.statusCode).toBe(200);
    expect(mediaRequests.sort()).toEqual([
      '/api/media/abcdefghijkl/rendition',
      '/api/media/mnopqrstuvwx/rendition',
    ]);

    const without = await createCard({});
    const blank = await t.app.inject(`/api/cards/${without.id}/preview.png?width=200`);
    expect(res.rawPayload.equals(blank.rawPayload)).toBe(false);
  });

  it('rejects widths outside 100–2000 and unknown sides', async () => {
    const card = await createCard({});
    for (const query of ['width=99', 'width=2001', 'width=abc', 'side=inside']) {
      const res = await t.app.inject(`/api/cards/${card.id}/preview.png?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /internal/cards/:id/art', () => {
  it('gives the template art of a card to internal callers only', async () => {
    const card = await createCard({ cardMessage: 'Thinking of you', templateId: 'romantic1' });
    const internal = internalHeaders(TEST_INTERNAL_SECRET);
    const res = await t.app.inject({ url: `/internal/cards/${card.id}/art`, headers: internal });
    expect(res.statusCode).toBe(200);
    expect(res.json().templateSvg).toMatch(/^<svg/);
    expect(res.json().frameSvg).toBeNull();
    const plain = await createCard({ cardMessage: 'Plain' });
    const none = await t.app.inject({ url: `/internal/cards/${plain.id}/art`, headers: internal });
    expect(none.json()).toEqual({ templateSvg: null, frameSvg: null });
    expect((await t.app.inject(`/internal/cards/${card.id}/art`)).statusCode).toBe(403);
    const missing = await t.app.inject({
      url: '/internal/cards/no-such-card-00/art',
      headers: internal,
    });
    expect(missing.statusCode).toBe(404);
  });
});
