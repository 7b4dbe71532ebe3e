import { randomUUID } from 'node:crypto';
import { NUL_MESSAGE } from '@cardsmith/contracts';
import { sql } from 'kysely';
import { internalHeaders, VISITOR_HEADER, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXAMPLE_CARDS } from '../src/examples/example-cards.js';
import { isPng, newVisitor, PUBLIC_ORIGIN, startApp, type TestApp } from './support.js';

let t: TestApp;
const ctx = createTestServiceContext<any>(inject('infra'), 'cards');

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
  await ctx.close();
});

async function createCard(visitor: Record<string, string>, title = 'For Sam') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: visitor,
    payload: { title, cardMessage: 'Hello there', frameId: 'golden-borders', templateId: 'funny1' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
}

async function editTokenOf(id: string): Promise<string> {
  const { rows } = await sql<{
    edit_token: string;
  }>`select edit_token from cards.card where id = ${id}`.execute(ctx.db);
  return rows[0]!.edit_token;
}

/** A visitor the gateway issued on this very request: the client sent no cookie. */
const mintedVisitor = () =>
  visitorHeaders(TEST_INTERNAL_SECRET, `visitor-${randomUUID()}`, { minted: true });

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const shareLink = (headers: Record<string, string>, payload: object) =>
  post('/api/cards/share-link', headers, payload);

/** The share dialog's "Show in the public gallery" switch. */
const setGallery = (id: string, who: Record<string, string>, showInPublicGallery: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cards/${id}/public-gallery`,
    headers: who,
    payload: { showInPublicGallery },
  });

const showInGallery = async (id: string, owner: Record<string, string>) => {
  const res = await setGallery(id, owner, true);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ cardId: id, showInPublicGallery: true });
};

/** Whether the card is in the public gallery, as its owner's stats say. */
const isPublic = async (id: string, owner: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/cards/${id}/stats`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().isPublic as boolean;
};

let nextNetwork = 1;
/** An address in a /24 of its own, so likes from it count as one more person. */
const freshNetwork = () => `198.18.${nextNetwork++}.20`;

/** A visitor the cards service has known for an hour (an earlier like or view). */
const knownVisitor = async () => {
  const id = `visitor-${randomUUID()}`;
  await sql`insert into cards.visitor_seen (visitor_id, first_seen_at)
    values (${id}, now() - interval '1 hour')`.execute(ctx.db);
  return visitorHeaders(TEST_INTERNAL_SECRET, id);
};

const likeFrom = (cardId: string, who: Record<string, string>, ip = freshNetwork()) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cards/${cardId}/like`,
    headers: who,
    remoteAddress: ip,
  });

const trending = async () => {
  const res = await t.app.inject('/api/cards/trending');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.trendingCards as { id: string; likes: number; previewImageUrl: string }[];
};

describe('share links', () => {
  it('gives the owner a view link on the public origin that grants nothing', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await shareLink(alice, { cardId: card.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ shareUrl: `${PUBLIC_ORIGIN}/cards/${card.id}` });
  });

  it('gives the owner an edit link carrying the card’s own token when asked', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await shareLink(alice, { cardId: card.id, kind: 'edit' });
    const token = await editTokenOf(card.id);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(res.json()).toEqual({
      shareUrl: `${PUBLIC_ORIGIN}/cards/${card.id}`,
      editUrl: `${PUBLIC_ORIGIN}/editor?card=${card.id}&edit=${token}`,
    });
    expect(res.json().shareUrl).not.toContain(token);
  });

  it('lets a holder of the edit token share a view link but not hand out edit links', async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const card = await createCard(alice);
    const editToken = await editTokenOf(card.id);
    const view = await shareLink(bob, { cardId: card.id, editToken });
    expect(view.statusCode).toBe(200);
    const edit = await shareLink(bob, { cardId: card.id, editToken, kind: 'edit' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Only the person who made this card can hand out edit links.');
  });

  it('refuses visitors who neither own the card nor hold its token, and unknown cards', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const stranger = await shareLink(newVisitor(), { cardId: card.id });
    expect(stranger.statusCode).toBe(403);
    const wrongToken = await shareLink(newVisitor(), {
      cardId: card.id,
      editToken: 'x'.repeat(43),
    });
    expect(wrongToken.statusCode).toBe(403);
    const missing = await shareLink(alice, { cardId: 'no-such-card-000000' });
    expect(missing.statusCode).toBe(404);
    const bad = await shareLink(alice, { cardId: '../etc' });
    expect(bad.statusCode).toBe(400);
    expect((await shareLink({}, { cardId: card.id })).statusCode).toBe(401);
  });
});

describe('the public gallery', () => {
  it('keeps a card private when its owner only asks for a view link', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    expect((await shareLink(alice, { cardId: card.id })).statusCode).toBe(200);
    expect(await isPublic(card.id, alice)).toBe(false);
    expect((await trending()).map((c) => c.id)).not.toContain(card.id);
  });

  it('keeps a card private however it is shared, by its owner or a collaborator', async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const card = await createCard(alice);
    const editToken = await editTokenOf(card.id);
    expect((await shareLink(alice, { cardId: card.id, kind: 'edit' })).statusCode).toBe(200);
    expect((await shareLink(bob, { cardId: card.id, editToken })).statusCode).toBe(200);
    const social = await post(`/api/social/share/twitter`, bob, {
      cardId: card.id,
      message: 'Look what we made',
      editToken,
    });
    expect(social.statusCode, social.body).toBe(200);
    for (const who of [bob, alice]) {
      const recorded = await post(`/api/cards/${card.id}/share`, who, {
        platform: 'whatsapp',
        editToken,
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
    }
    expect(await isPublic(card.id, alice)).toBe(false);
    expect((await trending()).map((c) => c.id)).not.toContain(card.id);
  });

  it('lists a card only while its owner has switched on "Show in the public gallery"', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    await showInGallery(card.id, alice);
    expect(await isPublic(card.id, alice)).toBe(true);
    expect((await trending()).map((c) => c.id)).toContain(card.id);
    expect((await setGallery(card.id, alice, false)).json()).toEqual({
      cardId: card.id,
      showInPublicGallery: false,
    });
    expect(await isPublic(card.id, alice)).toBe(false);
    expect((await trending()).map((c) => c.id)).not.toContain(card.id);
  });

  it('is the owner’s switch alone', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const stranger = await setGallery(card.id, newVisitor(), true);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'Only the person who made this card can show it in the public gallery.',
    );
    expect((await setGallery('no-such-card-0000000000', alice, true)).statusCode).toBe(404);
    expect(await isPublic(card.id, alice)).toBe(false);
  });

  it('never lists a card whose front is blank, switched on or not', async () => {
    const alice = newVisitor();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: alice,
      payload: { title: 'Nothing yet', frameId: 'golden-borders', cardMessage: 'Inside only' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    await showInGallery(id, alice);
    expect((await trending()).map((c) => c.id)).not.toContain(id);
  });
});

describe('the recipient view', () => {
  it('carries the card, its frame, its cover art and its likes', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await t.app.inject({ url: `/api/cards/${card.id}/view`, headers: newVisitor() });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.card).toMatchObject({ id: card.id, title: 'For Sam', isOwner: false });
    expect(view.frameSvg).toContain('<svg');
    expect(view.templateImageHref).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(view.previewImageUrl).toBe(`/api/cards/${card.id}/preview.png`);
    expect(view).toMatchObject({ likes: 0, liked: false });
  });

  it('is a 404 for a deleted card', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    await t.app.inject({ method: 'DELETE', url: `/api/cards/${card.id}`, headers: alice });
    const res = await t.app.inject(`/api/cards/${card.id}/view`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find that card. It may have been deleted.');
  });

  it('offers the front as a PNG download named after the card', async () => {
    const card = await createCard(newVisitor(), 'Fish & Chips: the card!');
    const res = await t.app.inject(`/api/cards/${card.id}/download.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="fish-chips-the-card.png"',
    );
    expect(isPng(res.rawPayload)).toBe(true);
  });
});

describe('likes', () => {
  it('count one per visitor, repeat harmlessly and can be undone', async () => {
    const card = await createCard(newVisitor());
    const bob = newVisitor();
    const carol = newVisitor();
    const bobsNetwork = freshNetwork();
    const like = (who: Record<string, string>, ip = bobsNetwork) => likeFrom(card.id, who, ip);
    expect((await like(bob)).json()).toEqual({ likes: 1, liked: true });
    expect((await like(bob)).json()).toEqual({ likes: 1, liked: true });
    expect((await like(carol, freshNetwork())).json()).toEqual({ likes: 2, liked: true });
    const undo = () =>
      t.app.inject({ method: 'DELETE', url: `/api/cards/${card.id}/like`, headers: bob });
    expect((await undo()).json()).toEqual({ likes: 1, liked: false });
    expect((await undo()).json()).toEqual({ likes: 1, liked: false });
    const view = await t.app.inject({ url: `/api/cards/${card.id}/view`, headers: carol });
    expect(view.json()).toMatchObject({ likes: 1, liked: true });
  });

  it('count once per network however many fresh cookies like from it', async () => {
    const card = await createCard(newVisitor());
    const office = '203.0.113.';
    for (let i = 1; i <= 6; i++) {
      const res = await likeFrom(card.id, newVisitor(), `${office}${i}`);
      expect(res.json()).toEqual({ likes: 1, liked: true });
    }
    expect((await likeFrom(card.id, newVisitor())).json()).toMatchObject({ likes: 2 });
  });

  it('need a visitor and a live card', async () => {
    const card = await createCard(newVisitor());
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/cards/${card.id}/like` })).statusCode,
    ).toBe(401);
    const gone = await t.app.inject({
      method: 'PUT',
      url: '/api/cards/no-such-card-000000/like',
      headers: newVisitor(),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('clients that keep no cookie', () => {
  it('may not like a card and do not count as views', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/like`,
      headers: mintedVisitor(),
    });
    expect(like.statusCode).toBe(403);
    expect(like.json().message).toBe('Open the card in your browser to like it.');
    const view = await post(`/api/cards/${card.id}/views`, mintedVisitor());
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ counted: false });
    const stats = await t.app.inject({ url: `/api/cards/${card.id}/stats`, headers: alice });
    expect(stats.json()).toMatchObject({ views: 0, likes: 0 });
  });
});

describe('views and stats', () => {
  it('count a view once per visitor per day, never the maker’s, and show the owner the totals', async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const card = await createCard(alice);
    const view = (who: Record<string, string>) => post(`/api/cards/${card.id}/views`, who);
    expect((await view(bob)).json()).toEqual({ counted: true });
    expect((await view(bob)).json()).toEqual({ counted: false });
    expect((await view(newVisitor())).json()).toEqual({ counted: true });
    expect((await view(alice)).json()).toEqual({ counted: false });
    await t.app.inject({ method: 'PUT', url: `/api/cards/${card.id}/like`, headers: bob });
    // Bob came back on an earlier day as well.
    await sql`insert into cards.card_view (card_id, visitor_id, day, created_at)
      values (${card.id}, ${bob['x-visitor-id']}, '2020-01-01', '2020-01-01T10:00:00Z')`.execute(
      ctx.db,
    );

    const stats = await t.app.inject({ url: `/api/cards/${card.id}/stats`, headers: alice });
    expect(stats.json()).toEqual({
      cardId: card.id,
      views: 3,
      viewsLast7Days: 2,
      likes: 1,
      likesLast7Days: 1,
      shares: 0,
      isPublic: false,
    });
    const notOwner = await t.app.inject({ url: `/api/cards/${card.id}/stats`, headers: bob });
    expect(notOwner.statusCode).toBe(403);
  });
});

describe('trending', () => {
  it('starts with the example cards, each with a real preview', async () => {
    const cards = await trending();
    const ids = cards.map((c) => c.id);
    for (const example of EXAMPLE_CARDS) expect(ids).toContain(example.id);
    const first = cards.find((c) => c.id === EXAMPLE_CARDS[0]!.id)!;
    expect(first).toMatchObject({ title: 'Cake Catastrophe', category: 'birthday', likes: 0 });
    const png = await t.app.inject(first.previewImageUrl);
    expect(png.statusCode).toBe(200);
    expect(isPng(png.rawPayload)).toBe(true);
    const { rows } = await sql<{
      owner_id: string | null;
      is_example: boolean;
    }>`select owner_id, is_example from cards.card where id = ${first.id}`.execute(ctx.db);
    expect(rows[0]).toEqual({ owner_id: null, is_example: true });
  });

  it('lists only cards their owner showed in the public gallery', async () => {
    const alice = newVisitor();
    const hidden = await createCard(alice, 'Private');
    const shown = await createCard(alice, 'Shared');
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${hidden.id}/like`,
      headers: newVisitor(),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${shown.id}/like`,
      headers: newVisitor(),
    });
    await post(`/api/cards/${hidden.id}/share`, alice, { platform: 'link' });
    await showInGallery(shown.id, alice);
    const ids = (await trending()).map((c) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('ranks by recent likes and views with time decay', async () => {
    const alice = newVisitor();
    const oldFavourite = await createCard(alice, 'Old favourite');
    const freshHit = await createCard(alice, 'Fresh hit');
    const justViewed = await createCard(alice, 'Just viewed');
    for (const card of [oldFavourite, freshHit, justViewed]) await showInGallery(card.id, alice);
    for (let i = 0; i < 5; i += 1) {
      await sql`insert into cards.card_like (card_id, visitor_id, created_at)
        values (${oldFavourite.id}, ${`old-${i}`}, now() - interval '6 days')`.execute(ctx.db);
    }
    for (const who of [await knownVisitor(), await knownVisitor()]) {
      await likeFrom(freshHit.id, who);
    }
    await post(`/api/cards/${justViewed.id}/views`, newVisitor());

    const cards = await trending();
    const position = (id: string) => cards.findIndex((c) => c.id === id);
    // 5 likes six days ago (≈0.9) < 1 view now (1) < 2 likes now (6).
    expect(position(freshHit.id)).toBeLessThan(position(justViewed.id));
    expect(position(justViewed.id)).toBeLessThan(position(oldFavourite.id));
    expect(cards[position(oldFavourite.id)]!.likes).toBe(5);
    expect(cards.length).toBeLessThanOrEqual(12);
  });

  it('weighs networks, not cookies, and ignores likes from visitors seen moments before', async () => {
    const alice = newVisitor();
    const flooded = await createCard(alice, 'Flooded from one place');
    const loved = await createCard(alice, 'Loved by two people');
    for (const card of [flooded, loved]) await showInGallery(card.id, alice);
    // 30 cookies liking from six addresses of one /24, as the attack did: one network's like (3).
    for (let i = 0; i < 30; i++) {
      await likeFrom(flooded.id, await knownVisitor(), `192.0.2.${1 + (i % 6)}`);
    }
    // 20 scripts with cookies minted moments before, each from a network of its own: nothing.
    for (let i = 0; i < 20; i++) await likeFrom(flooded.id, newVisitor());
    // Two people the service has known for a while, from two networks: 6.
    for (let i = 0; i < 2; i++) await likeFrom(loved.id, await knownVisitor());

    const cards = await trending();
    const position = (id: string) => cards.findIndex((c) => c.id === id);
    expect(position(loved.id)).toBeGreaterThanOrEqual(0);
    expect(position(loved.id)).toBeLessThan(position(flooded.id));
    // Its likes as shown: one per network (the /24 and the scripts' 20).
    expect(cards[position(flooded.id)]!.likes).toBe(21);
  });
});

describe('social shares', () => {
  const share = (platform: string, who: Record<string, string>, payload: object) =>
    post(`/api/social/share/${platform}`, who, payload);

  it('records the share and returns the network’s intent built from the card link', async () => {
    const alice = newVisitor();
    const card = await createCard(alice, 'Birthday surprise');
    const res = await share('twitter', alice, {
      cardId: card.id,
      platform: 'twitter',
      message: 'Check out this greeting card I created: Birthday surprise',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.share).toMatchObject({
      cardId: card.id,
      platform: 'twitter',
      status: 'shared',
      scheduledFor: null,
      cardTitle: 'Birthday surprise',
    });
    const intent = new URL(body.intentUrl);
    expect(intent.origin).toBe('https://twitter.com');
    expect(intent.searchParams.get('url')).toBe(`${PUBLIC_ORIGIN}/cards/${card.id}`);
    expect(intent.searchParams.get('text')).toBe(
      'Check out this greeting card I created: Birthday surprise',
    );
    expect(body.downloadUrl).toBeNull();
    // A share is not the owner's consent to show the card to everyone.
    expect((await trending()).map((c) => c.id)).not.toContain(card.id);
  });

  it('refuses a NUL in the message with a sentence instead of failing in Postgres', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await share('twitter', alice, { cardId: card.id, message: 'Hi\u0000there' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
  });

  it('gives Instagram the PNG to download instead of an intent', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await post(`/api/cards/${card.id}/share`, alice, { platform: 'instagram' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      intentUrl: null,
      downloadUrl: `${PUBLIC_ORIGIN}/api/cards/${card.id}/download.png`,
      share: { message: 'Check out this greeting card I created: For Sam', platform: 'instagram' },
    });
  });

  it('rejects a blank message, an unknown platform and a past schedule with clear messages', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const blank = await share('facebook', alice, { cardId: card.id, message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write a message to share.');
    const unknown = await share('myspace', alice, { cardId: card.id, message: 'Hi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Choose a platform: facebook, twitter, instagram, whatsapp or link.',
    );
    const past = await share('facebook', alice, {
      cardId: card.id,
      message: 'Hi',
      scheduledDate: '2020-01-01',
      scheduledTime: '10:00',
    });
    expect(past.statusCode).toBe(400);
    const zone = await share('facebook', alice, {
      cardId: card.id,
      message: 'Hi',
      scheduledDate: '2099-01-01',
      timezone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    const stranger = await share('facebook', newVisitor(), { cardId: card.id, message: 'Hi' });
    expect(stranger.statusCode).toBe(403);
  });

  it('stores a future share as pending and lists the visitor’s shares', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await share('whatsapp', alice, {
      cardId: card.id,
      message: 'For later',
      scheduledDate: '2099-06-01',
      scheduledTime: '09:30',
      timezone: 'Europe/Paris',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      intentUrl: null,
      share: { status: 'pending', scheduledFor: '2099-06-01T07:30:00.000Z' },
    });
    expect(await isPublic(card.id, alice)).toBe(false);
    await share('link', alice, { cardId: card.id, message: 'Now' });
    const list = await t.app.inject({ url: '/api/social/shares', headers: alice });
    expect(list.json().shares.map((s: { message: string }) => s.message)).toEqual([
      'Now',
      'For later',
    ]);
    const stats = await t.app.inject({ url: `/api/cards/${card.id}/stats`, headers: alice });
    expect(stats.json()).toMatchObject({ shares: 2, isPublic: false });
    const other = await t.app.inject({ url: '/api/social/shares', headers: newVisitor() });
    expect(other.json().shares).toEqual([]);
  });

  it('hands a scheduled share to the scheduler as a job on its queue, written with the share, and delivers it here at its instant', async () => {
    const alice = newVisitor();
    const card = await createCard(alice);
    const res = await share('facebook', alice, {
      cardId: card.id,
      message: 'Party!',
      scheduledDate: '2099-03-01',
      timezone: 'UTC',
    });
    const { id } = res.json().share;
    // The share's job sits in cards' outbox, for the scheduler's queue, under an id of the share.
    const job = await ctx.db
      .selectFrom('outbox')
      .select(['queue', 'job_name', 'data'])
      .where('id', '=', `share-${id}`)
      .executeTakeFirst();
    expect(job).toEqual({
      queue: 'deliveries',
      job_name: 'share',
      data: {
        shareId: id,
        cardId: card.id,
        cardTitle: card.title,
        ownerVisitorId: alice[VISITOR_HEADER],
        platform: 'facebook',
        message: 'Party!',
        deliveryDate: '2099-03-01',
        deliveryTime: '09:00',
        timezone: 'UTC',
      },
    });

    // The app's relay (a pass a second) enqueues it on the scheduler's queue and marks it relayed.
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .selectFrom('outbox')
              .select('relayed_at')
              .where('id', '=', `share-${id}`)
              .executeTakeFirstOrThrow()
          ).relayed_at,
        { timeout: 10_000, interval: 100 },
      )
      .toBeInstanceOf(Date);

    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: `/internal/social-shares/${id}/deliver`,
        headers: internalHeaders(TEST_INTERNAL_SECRET),
      });
    const delivered = await deliver();
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({
      shareUrl: `${PUBLIC_ORIGIN}/cards/${card.id}`,
      intentUrl: expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer/),
      downloadUrl: null,
    });
    expect(await isPublic(card.id, alice)).toBe(false);
    expect((await deliver()).json()).toEqual(delivered.json());
    const list = await t.app.inject({ url: '/api/social/shares', headers: alice });
    expect(list.json().shares[0]).toMatchObject({ id, status: 'shared' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/internal/social-shares/no-such-share/deliver',
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
