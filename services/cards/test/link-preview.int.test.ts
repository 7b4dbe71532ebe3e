import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPng, newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const owner = newVisitor();

async function createCard(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/cards', headers: owner, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}

/** The pixel at (x, y) as [r, g, b]. */
const pixel = (png: PNG, x: number, y: number): [number, number, number] => {
  const at = (y * png.width + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
};

describe('link-preview image', () => {
  it('draws the front, centred, in 1200×630 and caches it by version', async () => {
    const card = await createCard({
      backgroundColor: '#1d4ed8',
      cardMessage: 'Inside',
      elements: [
        {
          id: 'headline',
          type: 'text',
          content: 'Happy Birthday',
          position: { x: 250, y: 120 },
          size: { width: 420, height: 140 },
          style: { fontSize: 56, color: '#ffffff', maxLines: 2 },
        },
      ],
    });
    const url = `/api/cards/${card.id}/link-preview.png`;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(isPng(res.rawPayload)).toBe(true);
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // Kept for a person to look at when the test is run by hand.
    await writeFile(path.join(tmpdir(), 'cardsmith-link-preview.png'), res.rawPayload);

    // The card (400×560, centred) is its own blue; the backdrop beside it is a dimmed blue.
    expect(pixel(png, 600, 500)).toEqual([0x1d, 0x4e, 0xd8]);
    const [r, g, b] = pixel(png, 100, 315);
    expect(b).toBeGreaterThan(r + 60);
    expect(b).toBeLessThan(0xd8);
    expect(g).toBeLessThan(0x4e);
    // The headline is drawn in white inside the card's upper part.
    let white = 0;
    for (let y = 70; y < 200; y++) {
      for (let x = 420; x < 780; x++) if (pixel(png, x, y).every((c) => c > 240)) white++;
    }
    expect(white).toBeGreaterThan(500);

    const etag = res.headers.etag as string;
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: owner,
      payload: { backgroundColor: '#ffcc00' },
    });
    const edited = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(pixel(PNG.sync.read(edited.rawPayload), 600, 500)).toEqual([0xff, 0xcc, 0x00]);
  });

  it('answers 404 with a sentence for a card that does not exist', async () => {
    const res = await t.app.inject('/api/cards/no-such-card-000000000000/link-preview.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });
});
