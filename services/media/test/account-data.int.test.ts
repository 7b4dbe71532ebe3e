import { randomUUID } from 'node:crypto';
import { accountDataRoutes } from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const { app, db, upload, close } = await createMediaTestApp();
afterAll(close);

const call = (route: 'export' | 'erase', ownerIds: string[]) =>
  app.inject({
    method: 'POST',
    url: accountDataRoutes[route].path,
    headers: internalHeaders(TEST_INTERNAL_SECRET),
    payload: { ownerIds },
  });

describe('account data of media', () => {
  it('lists the visitor’s files for the ZIP, then deletes them with their renditions', async () => {
    const [visitor, bystander] = [`visitor-${randomUUID()}`, `visitor-${randomUUID()}`];
    const uploadAs = async (owner: string) => {
      const res = await upload(
        makePng(4, 4),
        'photo.png',
        'image/png',
        'file',
        visitorHeaders(TEST_INTERNAL_SECRET, owner),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const mine = await uploadAs(visitor);
    const theirs = await uploadAs(bystander);

    const exported = (await call('export', [visitor])).json();
    expect(exported.files).toEqual([
      {
        mediaId: mine,
        name: `files/image-${mine}.png`,
        contentType: 'image/png',
        bytes: expect.any(Number),
      },
    ]);
    expect(exported.records.files).toEqual([
      expect.objectContaining({ id: mine, inThisZip: `files/image-${mine}.png` }),
    ]);

    expect((await call('erase', [visitor])).json()).toEqual({ erased: { files: 1, videoJobs: 0 } });
    expect((await app.inject({ url: `/api/media/${mine}` })).statusCode).toBe(404);
    const renditions = await db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('source_blob_id', '=', mine)
      .execute();
    expect(renditions).toEqual([]);
    expect((await app.inject({ url: `/api/media/${theirs}` })).statusCode).toBe(200);
    expect((await call('erase', [visitor])).json()).toEqual({ erased: { files: 0, videoJobs: 0 } });
  });
});
