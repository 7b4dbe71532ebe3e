import { randomBytes } from 'node:crypto';
import { INTERNAL_SECRET_HEADER } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newVisitor, startApp, type TestApp } from './support.js';

let app: TestApp;
const db = createTestServiceContext<any>(inject('infra'), 'cards');
const internal = internalHeaders(TEST_INTERNAL_SECRET);
const cardId = () => randomBytes(16).toString('base64url');

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function createCard(visitor: Record<string, string>, title = 'Team card') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: visitor,
    payload: { title, cardMessage: 'Hello' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function editToken(id: string): Promise<string> {
  const { rows } = await sql<{
    edit_token: string;
  }>`select edit_token from cards.card where id = ${id}`.execute(db.db);
  return rows[0]!.edit_token;
}

const access = (id: string, visitorId: string, editToken: string | null = null) =>
  app.app.inject({
    method: 'POST',
    url: `/internal/cards/${id}/access`,
    headers: internal,
    payload: { visitorId, editToken },
  });

describe('internal collaboration routes', () => {
  it('refuse callers without the internal secret', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: `/internal/cards/${cardId()}/access`,
      headers: { [INTERNAL_SECRET_HEADER]: 'nope' },
      payload: { visitorId: 'v' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('gives every card an unguessable edit token of its own', async () => {
    const visitor = newVisitor();
    const [a, b] = [await createCard(visitor), await createCard(visitor)];
    const [ta, tb] = [await editToken(a.id), await editToken(b.id)];
    expect(ta).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(ta).not.toBe(tb);
  });

  it('answers owner, editor with the token, viewer otherwise, and 404 when missing', async () => {
    const owner = newVisitor();
    const card = await createCard(owner);
    const ownerId = owner['x-visitor-id']!;
    const token = await editToken(card.id);

    const asOwner = await access(card.id, ownerId);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).toMatchObject({ role: 'owner', card: { id: card.id, isOwner: true } });
    expect((await access(card.id, 'someone-else', token)).json().role).toBe('editor');
    expect((await access(card.id, 'someone-else', 'forged')).json().role).toBe('viewer');
    expect((await access(card.id, 'someone-else')).json().role).toBe('viewer');
    expect((await access(cardId(), ownerId)).statusCode).toBe(404);
  });

  it('creates a card under a given id for its owner, once', async () => {
    const id = cardId();
    const payload = {
      id,
      ownerVisitorId: 'visitor-room',
      card: { title: 'Started live', cardMessage: 'Hi all', elements: [] },
    };
    const created = await app.app.inject({
      method: 'POST',
      url: '/internal/cards',
      headers: internal,
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, title: 'Started live', isOwner: true });
    expect((await access(id, 'visitor-room')).json().role).toBe('owner');
    const again = await app.app.inject({
      method: 'POST',
      url: '/internal/cards',
      headers: internal,
      payload,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });

  it('saves a room state whoever edited it and bumps the version', async () => {
    const owner = newVisitor();
    const card = await createCard(owner);
    const saved = await app.app.inject({
      method: 'PUT',
      url: `/internal/cards/${card.id}/content`,
      headers: internal,
      payload: {
        title: 'Team card',
        cardMessage: 'Edited together',
        elements: [{ id: 'e1', type: 'text', content: 'Hi', position: { x: 10, y: 20 } }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cardMessage: 'Edited together', version: 2 });
    const read = await app.app.inject({ url: `/api/cards/${card.id}`, headers: owner });
    expect(read.json()).toMatchObject({ cardMessage: 'Edited together', elements: [{ id: 'e1' }] });
  });

  it('rejects bad content with 400 and a missing card with 404', async () => {
    const bad = await app.app.inject({
      method: 'PUT',
      url: `/internal/cards/${cardId()}/content`,
      headers: internal,
      payload: { backgroundColor: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await app.app.inject({
      method: 'PUT',
      url: `/internal/cards/${cardId()}/content`,
      headers: internal,
      payload: { cardMessage: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const unknownFrame = await app.app.inject({
      method: 'POST',
      url: '/internal/cards',
      headers: internal,
      payload: { id: cardId(), ownerVisitorId: 'v', card: { frameId: 'no-such-frame' } },
    });
    expect(unknownFrame.statusCode).toBe(400);
    expect(unknownFrame.json().issues[0].path).toBe('frameId');
  });
});

describe('a room saved while replicas hold cached previews', () => {
  it('is drawn afresh by every replica, never from a stale cache entry', async () => {
    const other = await startApp();
    try {
      const owner = newVisitor();
      const card = await createCard(owner);
      const url = `/api/cards/${card.id}/preview.png?width=200`;
      const onEach = async () => Promise.all([app.app.inject(url), other.app.inject(url)]);
      const before = await onEach();
      for (const res of before) expect(res.statusCode).toBe(200);
      expect(before[0].headers.etag).toBe(before[1].headers.etag);

      const saved = await app.app.inject({
        method: 'PUT',
        url: `/internal/cards/${card.id}/content`,
        headers: internal,
        payload: { title: 'Team card', cardMessage: 'Edited together', backgroundColor: '#112233' },
      });
      expect(saved.statusCode).toBe(200);

      const after = await onEach();
      for (const [index, res] of after.entries()) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).not.toBe(before[index]!.headers.etag);
        expect(res.rawPayload.equals(before[index]!.rawPayload)).toBe(false);
      }
      const revalidated = await other.app.inject({
        url,
        headers: { 'if-none-match': before[1].headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
