import { randomUUID } from 'node:crypto';
import { MEDIA_LIMITS } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { pngBomb, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const { db, upload, close } = await createMediaTestApp({ limits: MEDIA_LIMITS });
afterAll(close);

describe('POST /api/media with an image bomb', () => {
  it('refuses a 32 KB PNG of 16384×16384 px from its header, and stores nothing', async () => {
    const bomb = pngBomb(16384, 16384);
    expect(bomb.length).toBeLessThan(40_000);
    const visitorId = `visitor-${randomUUID()}`;
    const as = visitorHeaders(TEST_INTERNAL_SECRET, visitorId);
    const res = await upload(bomb, 'bomb.png', 'image/png', 'file', as);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This image is 16384×16384 pixels; images can have at most 25 megapixels (e.g. 6000×4000). Choose a smaller image.',
    );
    const stored = await db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', '=', visitorId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('still takes an ordinary image', async () => {
    expect((await upload(makePng(64, 48), 'photo.png', 'image/png')).statusCode).toBe(201);
  });

  it('refuses an image whose size cannot be read', async () => {
    const cut = makePng(8, 8).subarray(0, 20);
    const res = await upload(cut, 'cut.png', 'image/png');
    expect(res.statusCode).toBe(400);
  });
});
