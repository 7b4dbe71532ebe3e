import { randomUUID } from 'node:crypto';
import { ownershipRoutes } from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const { app, db, upload, close } = await createMediaTestApp();
afterAll(close);

const ownerOf = async (id: string) =>
  (
    await db
      .selectFrom('blob')
      .select('owner_visitor_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).owner_visitor_id;

describe('ownership routes of media', () => {
  it("moves a visitor's uploads to the account once", async () => {
    const [visitor, account] = [`visitor-${randomUUID()}`, `account-${randomUUID()}`];
    const res = await upload(
      makePng(4, 4),
      'photo.png',
      'image/png',
      'file',
      visitorHeaders(TEST_INTERNAL_SECRET, visitor),
    );
    expect(res.statusCode, res.body).toBe(201);
    const blobId: string = res.json().id;

    const claim = () =>
      app.inject({
        method: 'POST',
        url: ownershipRoutes.claim.path,
        headers: internalHeaders(TEST_INTERNAL_SECRET),
        payload: { fromOwnerId: visitor, toOwnerId: account },
      });
    expect((await claim()).json()).toEqual({ moved: 1 });
    expect(await ownerOf(blobId)).toBe(account);
    expect((await claim()).json()).toEqual({ moved: 0 });
  });
});
