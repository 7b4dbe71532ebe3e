import { hostileMultipartBodies, multipartBody } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPng, newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FRAME_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700" onload="alert(1)">
  <script>alert(1)</script>
  <path fill="#c9a227" fill-rule="evenodd" d="M0 0H500V700H0Z M20 20V680H480V20Z"/>
  <image href="http://169.254.169.254/latest" width="10" height="10"/>
</svg>`;

async function upload(headers: Record<string, string>, parts: Parameters<typeof multipartBody>[0]) {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/catalog/frames',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

describe('custom frames', () => {
  it('stores a sanitised SVG frame for its uploader only, under My Frames', async () => {
    const dana = newVisitor();
    const res = await upload(dana, [
      { name: 'name', data: 'Gold edge' },
      { name: 'file', data: FRAME_SVG, filename: 'gold.svg', contentType: 'image/svg+xml' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const frame = res.json();
    expect(frame).toMatchObject({ name: 'Gold edge', category: 'custom' });
    expect(frame.svgContent).toContain('<path');
    expect(frame.svgContent).not.toMatch(/script|onload|169\.254/);

    const mine = (
      await t.app.inject({ url: '/api/catalog/frames?category=custom', headers: dana })
    ).json();
    expect(mine.frames.map((f: { id: string }) => f.id)).toEqual([frame.id]);
    const all = (await t.app.inject({ url: '/api/catalog/frames', headers: dana })).json().frames;
    expect(all).toHaveLength(10);
    expect(all.at(-1).id).toBe(frame.id);

    const other = newVisitor();
    const theirs = (await t.app.inject({ url: '/api/catalog/frames', headers: other })).json();
    expect(theirs.frames.map((f: { id: string }) => f.id)).not.toContain(frame.id);

    const thumb = await t.app.inject(frame.thumbnailUrl);
    expect(isPng(thumb.rawPayload)).toBe(true);
    expect(thumb.headers['cache-control']).toMatch(/^private/);
  });

  it('wraps a PNG, named from its file, whatever content type was declared', async () => {
    const res = await upload(newVisitor(), [
      { name: 'file', data: TINY_PNG, filename: 'sparkles.png', contentType: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('sparkles');
    expect(res.json().svgContent).toContain('data:image/png;base64,');
  });

  it('lets a card use one’s own custom frame but not someone else’s', async () => {
    const erin = newVisitor();
    const frank = newVisitor();
    const frame = (
      await upload(erin, [{ name: 'file', data: TINY_PNG, filename: 'f.png' }])
    ).json();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: erin,
      payload: { frameId: frame.id },
    });
    expect(own.statusCode).toBe(201);
    const preview = await t.app.inject(`/api/cards/${own.json().id}/preview.png?width=200`);
    expect(isPng(preview.rawPayload)).toBe(true);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: frank,
      payload: { frameId: frame.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].path).toBe('frameId');
  });

  it('rejects wrong types, oversize files and empty forms with clear messages', async () => {
    const gina = newVisitor();
    const jpeg = await upload(gina, [
      {
        name: 'file',
        data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      },
    ]);
    expect(jpeg.statusCode).toBe(415);
    expect(jpeg.json().message).toBe('Frames must be an SVG or PNG file.');

    const html = await upload(gina, [
      { name: 'file', data: '<html><body/></html>', filename: 'x.svg' },
    ]);
    expect(html.statusCode).toBe(415);

    const nearLimit = Buffer.concat([TINY_PNG, Buffer.alloc(1.9 * 1024 * 1024)]);
    const accepted = await upload(gina, [{ name: 'file', data: nearLimit, filename: 'n.png' }]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/frames/${accepted.json().id}`,
      headers: gina,
    });

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(gina, [{ name: 'file', data: big, filename: 'big.png' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Frames can be at most 2 MB.');

    const empty = await upload(gina, [{ name: 'name', data: 'nothing' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('file');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/frames',
      headers: gina,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);

    const anonymous = await upload({}, [{ name: 'file', data: TINY_PNG, filename: 'a.png' }]);
    expect(anonymous.statusCode).toBe(401);
    const mine = (
      await t.app.inject({ url: '/api/catalog/frames?category=custom', headers: gina })
    ).json();
    expect(mine.frames).toEqual([]);
  });

  it('removes one’s own frame; others and built-ins are refused', async () => {
    const hal = newVisitor();
    const frame = (await upload(hal, [{ name: 'file', data: TINY_PNG, filename: 'h.png' }])).json();
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/frames/${frame.id}`,
      headers: newVisitor(),
    });
    expect(byOther.statusCode).toBe(403);
    const builtIn = await t.app.inject({
      method: 'DELETE',
      url: '/api/catalog/frames/golden-borders',
      headers: hal,
    });
    expect(builtIn.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/frames/${frame.id}`,
      headers: hal,
    });
    expect(own.statusCode).toBe(200);
    const mine = (
      await t.app.inject({ url: '/api/catalog/frames?category=custom', headers: hal })
    ).json();
    expect(mine.frames).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/frames/${frame.id}`,
      headers: hal,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /api/catalog/frames with a malformed multipart body', () => {
  it.each(hostileMultipartBodies().map((c) => [c.name, c] as const))(
    'answers %s with 400 and a sentence',
    async (_name, { contentType, payload }) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/catalog/frames',
        payload,
        headers: { ...newVisitor(), 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );
});
