import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalHeaders } from '@cardsmith/service-kit';
import { metricsServiceLabels, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const alice = newVisitor();
const bob = newVisitor();

async function create(headers: Record<string, string>, payload: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/cards', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('creating and reading cards', () => {
  it('creates a card with the spec defaults, owned by the visitor, ignoring userId', async () => {
    const card = await create(alice, { userId: 1 });
    expect(card).toMatchObject({
      title: 'My Greeting Card',
      category: 'birthday',
      backgroundColor: '#ffffff',
      textFont: 'Poppins',
      textSize: 'medium',
      cardMessage: '',
      elements: [],
      templateId: null,
      frameId: null,
      version: 1,
      isOwner: true,
    });
    expect(card.id).toMatch(/^[A-Za-z0-9_-]{21,64}$/);
    expect(new Date(card.createdAt).getTime()).not.toBeNaN();
  });

  it('keeps every field it was given', async () => {
    const payload = {
      title: 'For Sam',
      category: 'wedding',
      templateId: 'funny1',
      frameId: 'golden-borders',
      backgroundColor: '#FFEEDD',
      cardMessage: 'Congratulations!',
      textFont: 'Pacifico',
      textSize: 'xlarge',
      elements: [
        { id: 't1', type: 'text', content: 'Hi', position: { x: 250, y: 100 } },
        {
          id: 'i1',
          type: 'image',
          content: '/api/media/abcdefghijkl',
          position: { x: 250, y: 400 },
          size: { width: 200, height: 150 },
        },
      ],
    };
    const frames = (await t.app.inject('/api/catalog/frames')).json().frames;
    payload.frameId = frames[0].id;
    const card = await create(alice, payload);
    expect(card).toMatchObject({ ...payload, backgroundColor: '#ffeedd' });
  });

  it('lets anyone holding the id read it, but only the creator is its owner', async () => {
    const card = await create(alice);
    const asBob = await t.app.inject({ url: `/api/cards/${card.id}`, headers: bob });
    expect(asBob.statusCode).toBe(200);
    expect(asBob.json().isOwner).toBe(false);
    const anonymous = await t.app.inject(`/api/cards/${card.id}`);
    expect(anonymous.json()).toMatchObject({ id: card.id, isOwner: false });
  });

  it('needs a recognised visitor to create a card', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cards', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('lists only the visitor’s own cards, newest first', async () => {
    const carol = newVisitor();
    const first = await create(carol, { title: 'First' });
    const second = await create(carol, { title: 'Second' });
    await create(bob, { title: 'Not Carol’s' });
    const res = await t.app.inject({ url: '/api/cards', headers: carol });
    expect(res.json().cards.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/cards/abcdefghijklmnopqrstuv')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/cards/no');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('updating and deleting', () => {
  it('lets the owner replace the card and raises its version', async () => {
    const card = await create(alice);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: alice,
      payload: { title: 'Renamed', textSize: 'large' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Renamed', textSize: 'large', version: 2 });
    expect(res.json().updatedAt >= card.updatedAt).toBe(true);
  });

  it('saves on top of the version the editor started from, and refuses a stale one with 409', async () => {
    const card = await create(alice);
    const save = (baseVersion: string, title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cards/${card.id}?baseVersion=${baseVersion}`,
        headers: alice,
        payload: { title },
      });
    const first = await save('1', 'From tab one');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'From tab one', version: 2 });
    // A second tab still holding version 1 is told, and changes nothing.
    const stale = await save('1', 'From tab two');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'conflict',
      message: 'This card was changed in another tab or device since you opened it.',
    });
    const stored = (await t.app.inject({ url: `/api/cards/${card.id}`, headers: alice })).json();
    expect(stored).toMatchObject({ title: 'From tab one', version: 2 });
    expect((await save('abc', 'x')).statusCode).toBe(400);
  });

  it('refuses changes and deletion by anyone else with 403 and a sentence', async () => {
    const card = await create(alice);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: bob,
      payload: { title: 'Mine now' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({
      code: 'forbidden',
      message: 'Only the person who made this card can change it.',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${card.id}`,
      headers: bob,
    });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject(`/api/cards/${card.id}`)).json().title).toBe('My Greeting Card');
  });

  it('soft-deletes for the owner: later reads, updates and previews are 404', async () => {
    const card = await create(alice);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${card.id}`,
      headers: alice,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await t.app.inject(`/api/cards/${card.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/cards/${card.id}/preview.png`)).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: alice,
      payload: {},
    });
    expect(put.statusCode).toBe(404);
    const mine = (await t.app.inject({ url: '/api/cards', headers: alice })).json().cards;
    expect(mine.map((c: { id: string }) => c.id)).not.toContain(card.id);
  });
});

describe('copying a card', () => {
  const copy = (id: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/cards/${id}/copy`, headers, payload });

  it('makes a new card owned by the caller from the content they save, leaving the source alone', async () => {
    const source = await create(alice, { title: 'Alice’s card', cardMessage: 'Hi' });
    const res = await copy(source.id, bob, { title: 'Bob’s version', cardMessage: 'Hello' });
    expect(res.statusCode, res.body).toBe(201);
    const copied = res.json();
    expect(copied).toMatchObject({
      title: 'Bob’s version',
      cardMessage: 'Hello',
      version: 1,
      isOwner: true,
    });
    expect(copied.id).not.toBe(source.id);
    expect((await t.app.inject(`/api/cards/${source.id}`)).json()).toMatchObject({
      title: 'Alice’s card',
      cardMessage: 'Hi',
      version: 1,
    });
    const bobs = (await t.app.inject({ url: '/api/cards', headers: bob })).json().cards;
    expect(bobs.map((c: { id: string }) => c.id)).toContain(copied.id);
    const asAlice = await t.app.inject({ url: `/api/cards/${copied.id}`, headers: alice });
    expect(asAlice.json().isOwner).toBe(false);
  });

  it('answers 404 when the source is gone, 400 for bad content and 401 without a visitor', async () => {
    const source = await create(alice);
    await t.app.inject({ method: 'DELETE', url: `/api/cards/${source.id}`, headers: alice });
    const gone = await copy(source.id, bob);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('We could not find that card. It may have been deleted.');

    const live = await create(alice);
    const bad = await copy(live.id, bob, { backgroundColor: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('backgroundColor');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${live.id}/copy`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('validation', () => {
  async function rejected(payload: unknown, headers = alice) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers,
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { code: string; message: string; issues: { path: string }[] };
  }

  it.each([
    [{ category: 'halloween' }, 'category'],
    [{ backgroundColor: 'red' }, 'backgroundColor'],
    [{ textSize: 'huge' }, 'textSize'],
    [{ textFont: 'Comic Sans' }, 'textFont'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(500) }, 'title'],
    [{ elements: 'none' }, 'elements'],
    [
      { elements: [{ id: 'a', type: 'video', content: 'x', position: { x: 1, y: 1 } }] },
      'elements.0.type',
    ],
    [
      {
        elements: [
          { id: 'a', type: 'image', content: 'javascript:alert(1)', position: { x: 1, y: 1 } },
        ],
      },
      'elements.0.content',
    ],
    [{ audioUrl: 'ftp://x' }, 'audioUrl'],
  ])('rejects %j naming %s', async (payload, field) => {
    const body = await rejected(payload);
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((i) => i.path)).toContain(field);
  });

  it('rejects a frame or template the catalog does not have, naming the field', async () => {
    const frame = await rejected({ frameId: 'no-such-frame' });
    expect(frame.issues).toEqual([
      { path: 'frameId', message: 'That frame is not in the catalog.' },
    ]);
    const template = await rejected({ templateId: 'funny99' });
    expect(template.issues[0]?.path).toBe('templateId');
  });

  it('refuses element properties out of range with sentences, and keeps valid ones', async () => {
    const photo = {
      id: 'p',
      type: 'image',
      content: '/api/media/abcdefghijkl',
      position: { x: 250, y: 350 },
      size: { width: 200, height: 200 },
    };
    const body = await rejected({
      elements: [
        { ...photo, rotation: 400, filters: { sepia: 150 } },
        {
          id: 't',
          type: 'text',
          content: 'Hi',
          position: { x: 1, y: 1 },
          fit: { minFontSize: 30, maxFontSize: 10 },
          curve: 300,
        },
      ],
    });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'elements.0.rotation', message: 'Rotate by at most 360 degrees.' },
        { path: 'elements.0.filters.sepia', message: 'Sepia goes from 0 to 100.' },
        { path: 'elements.1.curve', message: 'The bend goes from -100 to 100.' },
        {
          path: 'elements.1.fit.minFontSize',
          message: 'The smallest font size cannot be larger than the largest.',
        },
      ]),
    );
    const properties = {
      rotation: -30,
      locked: true,
      name: 'Portrait',
      crop: { x: 0.25, y: 0, width: 0.5, height: 1, imageAspect: 2, shape: 'circle' },
      filters: { greyscale: 100, warmth: -20 },
    };
    const card = await create(alice, { elements: [{ ...photo, ...properties }] });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}`,
      headers: alice,
    });
    expect(read.json().elements[0]).toEqual({ ...photo, ...properties });
  });

  it('rejects text with NUL characters rather than failing in Postgres', async () => {
    const body = await rejected({ title: 'a\u0000b' });
    expect(body.issues[0]?.path).toBe('title');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: { ...alice, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_json');
  });
});

describe('metrics', () => {
  it('labels every metric with the cards service name', async () => {
    expect(await metricsServiceLabels(t.app)).toEqual(['cards']);
  });
});

describe('GET /internal/admin/cards/stats', () => {
  // Other files add cards to the same schema meanwhile, so the counts are checked to grow at least
  // by what this test adds.
  it('counts live cards and their owners for the internal caller only', async () => {
    const stats = async () => {
      const res = await t.app.inject({
        url: '/internal/admin/cards/stats',
        headers: internalHeaders(TEST_INTERNAL_SECRET),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { cards: number; visitors: number };
    };
    const owner = newVisitor();
    await create(owner);
    const second = await create(owner);
    // Other test files create and delete cards in this database at the same time, so the totals
    // are compared with what this test itself holds, not with a count taken before it.
    const after = await stats();
    expect(after.cards).toBeGreaterThanOrEqual(2);
    expect(after.visitors).toBeGreaterThanOrEqual(1);
    expect(after.cards).toBeGreaterThanOrEqual(after.visitors);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${second.id}`,
      headers: owner,
    });
    expect(deleted.statusCode).toBe(200);
    const anonymous = await t.app.inject('/internal/admin/cards/stats');
    expect(anonymous.statusCode).toBe(403);
  });
});
