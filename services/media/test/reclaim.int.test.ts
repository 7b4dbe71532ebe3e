import { INTERNAL_SECRET_HEADER, mediaHolderRoutes } from '@cardsmith/contracts';
import { deadUrl, ManualScheduler, pngBomb, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpMediaHolder } from '../src/adapters/media-holders.js';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const HOUR = 60 * 60 * 1000;
const INTERVAL = 60_000;

/** A holder on loopback answering the contract from a set of links, as cards does from its cards. */
const linked = new Set<string>();
const asked: string[][] = [];
const holderServer = Fastify();
holderServer.post(mediaHolderRoutes.referencedMedia.path, async (request, reply) => {
  if (request.headers[INTERNAL_SECRET_HEADER] !== TEST_INTERNAL_SECRET)
    return reply.code(403).send();
  const { mediaIds } = mediaHolderRoutes.referencedMedia.body.parse(request.body);
  asked.push(mediaIds);
  return { referenced: mediaIds.filter((id) => linked.has(id)) };
});
const holderUrl = await holderServer.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => holderServer.close());

async function startMedia(holderUrls: string[]) {
  const scheduler = new ManualScheduler();
  const media = await createMediaTestApp({
    reclaim: {
      holders: holderUrls.map((url, i) =>
        createHttpMediaHolder(`holder-${i}`, url, TEST_INTERNAL_SECRET),
      ),
      graceMs: HOUR,
      intervalMs: INTERVAL,
      scheduler,
    },
  });
  const store = async (width: number) => {
    const res = await media.upload(makePng(width, 3), 'photo.png', 'image/png');
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const storedHoursAgo = (id: string, hours: number) =>
    sql`update media.blob set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`.execute(
      media.db,
    );
  const exists = async (id: string) =>
    (await media.app.inject(`/api/media/${id}`)).statusCode === 200;
  return { ...media, scheduler, store, storedHoursAgo, exists };
}

describe('reclaiming blobs nothing links to', () => {
  let media: Awaited<ReturnType<typeof startMedia>>;
  beforeAll(async () => {
    media = await startMedia([holderUrl]);
  });
  afterAll(() => media.close());

  it('keeps an image’s rendition while the image is linked, and sweeps it after the image', async () => {
    const res = await media.upload(pngBomb(3000, 100), 'wide.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const source = (res.json() as { id: string }).id;
    const { rendition_blob_id: rendition } = await media.db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('source_blob_id', '=', source)
      .executeTakeFirstOrThrow();
    linked.add(source);
    await media.storedHoursAgo(source, 2);
    await media.storedHoursAgo(rendition, 2);

    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(source)).toBe(true);
    expect(await media.exists(rendition)).toBe(true);

    linked.delete(source);
    await media.scheduler.advance(INTERVAL);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(source)).toBe(false);
    expect(await media.exists(rendition)).toBe(false);
  });

  it('deletes a blob past the grace period that no holder links to, and keeps the others', async () => {
    const orphan = await media.store(4);
    const onACard = await media.store(5);
    const justUploaded = await media.store(6);
    linked.add(onACard);
    await media.storedHoursAgo(orphan, 2);
    await media.storedHoursAgo(onACard, 2);

    await media.scheduler.advance(INTERVAL);

    expect(await media.exists(orphan)).toBe(false);
    expect(await media.exists(onACard)).toBe(true);
    expect(await media.exists(justUploaded)).toBe(true);
    expect(asked.flat()).toEqual(expect.arrayContaining([orphan, onACard]));
    expect(asked.flat()).not.toContain(justUploaded);
    const chunks = await sql<{ n: number }>`
      select count(*)::int as n from media.blob_chunk where blob_id = ${orphan}
    `.execute(media.db);
    expect(chunks.rows[0]!.n).toBe(0);
  });

  it('keeps sweeping on its interval: a blob unlinked later goes at the next sweep', async () => {
    const later = await media.store(7);
    linked.add(later);
    await media.storedHoursAgo(later, 3);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(later)).toBe(true);

    linked.delete(later);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(later)).toBe(false);
  });
});

describe('reclaiming while a holder cannot answer', () => {
  it('deletes nothing', async () => {
    const media = await startMedia([holderUrl, await deadUrl()]);
    try {
      const orphan = await media.store(8);
      await media.storedHoursAgo(orphan, 2);
      await media.scheduler.advance(INTERVAL);
      expect(await media.exists(orphan)).toBe(true);
    } finally {
      await media.close();
    }
  });
});
