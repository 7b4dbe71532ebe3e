import { randomUUID } from 'node:crypto';
import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  NUL_MESSAGE,
  type CardElement,
} from '@cardsmith/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEAD_URL,
  editTokenOf,
  joined,
  newCardId,
  newVisitorId,
  sampleCard,
  savedCard,
  startCollab,
  startServicesForFile,
  TestClient,
} from './support.js';

const services = startServicesForFile();
const { clients } = services;

async function join(cardId: string, options: Parameters<typeof joined>[2] = {}) {
  const result = await joined(services.collab.url, cardId, options);
  clients.push(result.client);
  return result;
}

const text = (id: string, content: string): CardElement => ({
  id,
  type: 'text',
  content,
  position: { x: 100, y: 100 },
});

describe('join, presence and relay', () => {
  it('creates an unsaved card from the first join and syncs later joiners to the room', async () => {
    const cardId = newCardId();
    const initial = sampleCard({ cardMessage: 'From the first tab' });
    const ann = await join(cardId, { name: 'Ann', initialCardData: initial });
    expect(ann.sync.cardData).toMatchObject({ cardMessage: 'From the first tab' });
    expect(ann.sync.count).toBe(1);

    const token = await editTokenOf(cardId, ann.visitorId);
    const bob = await join(cardId, {
      name: 'Bob',
      initialCardData: sampleCard({ cardMessage: 'ignored: the room exists' }),
      editToken: token,
    });
    expect(bob.sync.cardData.cardMessage).toBe('From the first tab');
    expect(bob.sync.count).toBe(2);
    expect(bob.sync.members).toEqual(
      expect.arrayContaining([
        { clientId: ann.clientId, name: 'Ann', role: 'owner' },
        { clientId: bob.clientId, name: 'Bob', role: 'editor' },
      ]),
    );
    expect(bob.sync.members).toHaveLength(2);
    expect(await ann.client.next('client_joined')).toEqual({
      type: 'client_joined',
      clientId: bob.clientId,
      name: 'Bob',
      count: 2,
      role: 'editor',
    });

    const carl = await join(cardId, { name: '  ', query: `?edit=${token}` });
    const joinedCarl = await ann.client.next('client_joined');
    expect(joinedCarl).toMatchObject({ name: 'Anonymous User', count: 3 });
    await bob.client.next('client_joined', (m) => m.clientId === carl.clientId);

    bob.client.send({ type: 'leave', cardId, clientId: bob.clientId });
    expect(await ann.client.next('client_left')).toEqual({
      type: 'client_left',
      clientId: bob.clientId,
      name: 'Bob',
      count: 2,
    });
    await carl.client.close();
    expect(await ann.client.next('client_left')).toMatchObject({
      clientId: carl.clientId,
      name: 'Anonymous User',
      count: 1,
    });
  });

  it('relays updates to the others and never echoes them to the sender', async () => {
    const cardId = newCardId();
    const ann = await join(cardId);
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    await ann.client.next('client_joined');

    const cardData = sampleCard({ backgroundColor: '#ff0000', cardMessage: 'Red!' });
    ann.client.send({ type: 'update', cardId, clientId: ann.clientId, cardData });
    const update = await bob.client.next('update');
    expect(update.clientId).toBe(ann.clientId);
    expect(update.cardData).toMatchObject({ backgroundColor: '#ff0000', cardMessage: 'Red!' });
    await ann.client.roundTrip(ann.clientId);
    expect(ann.client.received.filter((m) => m.type === 'update' || m.type === 'sync')).toEqual([]);
  });

  it('relays cursors with the joined name and colour to the others only', async () => {
    const cardId = newCardId();
    const ann = await join(cardId, { name: 'Ann' });
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    ann.client.send({
      type: 'cursor_update',
      cardId,
      clientId: ann.clientId,
      position: { x: 12, y: 34 },
      name: 'Somebody else',
      color: '#3366ff',
    });
    expect(await bob.client.next('cursor_update')).toEqual({
      type: 'cursor_update',
      clientId: ann.clientId,
      position: { x: 12, y: 34 },
      name: 'Ann',
      color: '#3366ff',
    });
    await ann.client.roundTrip(ann.clientId);
    expect(ann.client.received.some((m) => m.type === 'cursor_update')).toBe(false);
  });

  it('tells the room a later name change, and cursors and later joiners carry the new name', async () => {
    const cardId = newCardId();
    const ann = await join(cardId, { name: 'Ann' });
    const token = await editTokenOf(cardId, ann.visitorId);
    const bob = await join(cardId, { name: 'Bob', editToken: token });
    bob.client.send({ type: 'presence', cardId, clientId: bob.clientId, name: '  Robert ' });
    expect(await ann.client.next('presence')).toEqual({
      type: 'presence',
      clientId: bob.clientId,
      name: 'Robert',
    });
    bob.client.send({
      type: 'cursor_update',
      cardId,
      clientId: bob.clientId,
      position: { x: 1, y: 2 },
      name: 'ignored',
      color: '#3366ff',
    });
    expect(await ann.client.next('cursor_update')).toMatchObject({ name: 'Robert' });
    const cy = await join(cardId, { name: 'Cy', editToken: token });
    expect(cy.sync.members).toEqual(
      expect.arrayContaining([{ clientId: bob.clientId, name: 'Robert', role: 'editor' }]),
    );
    // Only the others hear it; a rename before joining is refused like any message.
    await bob.client.roundTrip(bob.clientId);
    expect(bob.client.received.some((m) => m.type === 'presence')).toBe(false);
    const stranger = await TestClient.connect(services.collab.url, newVisitorId());
    clients.push(stranger);
    stranger.send({ type: 'presence', cardId, clientId: 'nobody', name: 'Eve' });
    expect(await stranger.next('error')).toEqual({
      type: 'error',
      message: COLLAB_ERRORS.notJoined,
    });
  });

  it('lets viewers join and watch but refuses their updates and shows them the room again', async () => {
    const cardId = newCardId();
    const ann = await join(cardId);
    const viewer = await join(cardId, { initialCardData: sampleCard({ cardMessage: 'mine!' }) });
    expect(viewer.sync.cardData.cardMessage).toBe('Happy birthday!');
    expect(viewer.sync.members).toContainEqual({
      clientId: viewer.clientId,
      name: 'Ann',
      role: 'viewer',
    });
    viewer.client.send({
      type: 'update',
      cardId,
      clientId: viewer.clientId,
      cardData: sampleCard({ cardMessage: 'vandalised' }),
    });
    expect(await viewer.client.next('error')).toEqual({
      type: 'error',
      message: COLLAB_ERRORS.viewOnly,
    });
    expect((await viewer.client.next('sync')).cardData.cardMessage).toBe('Happy birthday!');
    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: sampleCard({ cardMessage: 'owner edit' }),
    });
    expect((await viewer.client.next('update')).cardData.cardMessage).toBe('owner edit');
  });
});

describe('invalid input', () => {
  let cardId: string;
  let ann: Awaited<ReturnType<typeof join>>;
  beforeAll(async () => {
    cardId = newCardId();
    ann = await join(cardId);
  });

  const expectError = async (message: unknown, sentence: string | RegExp) => {
    ann.client.send(message);
    const error = await ann.client.next('error');
    expect(error.message).toMatch(sentence);
  };

  it('answers unparseable JSON, unknown types and wrong fields with error and stays open', async () => {
    await expectError('{"type": "join",', COLLAB_ERRORS.invalidJson);
    await expectError('null', COLLAB_ERRORS.unknownType);
    await expectError({ type: 'shout', cardId }, COLLAB_ERRORS.unknownType);
    await expectError({ type: 'cursor_update', cardId, clientId: ann.clientId }, /position/);
    await expectError(
      { type: 'update', cardId, clientId: ann.clientId, cardData: { elements: 'nope' } },
      COLLAB_ERRORS.invalidMessage,
    );
    await expectError({ type: 'join', cardId: '../etc', clientId: 'c' }, /cardId/);
    await expectError({ type: 'join', cardId, clientId: 'c', name: 'Ann\u0000' }, NUL_MESSAGE);
    ann.client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await ann.client.next('error')).message).toBe(COLLAB_ERRORS.invalidJson);
    expect(ann.client.closeCode).toBeNull();
  });

  it('refuses a message over 256 KB and keeps the socket', async () => {
    const big = sampleCard({ cardMessage: 'x'.repeat(300 * 1024) });
    await expectError(
      { type: 'update', cardId, clientId: ann.clientId, cardData: big },
      COLLAB_ERRORS.tooLarge,
    );
    ann.client.send({ type: 'join', cardId, clientId: ann.clientId, name: 'Ann' });
    await ann.client.next('sync');
  });

  it('refuses updates and leaves for another card, another client id or before joining', async () => {
    const update = { type: 'update', clientId: ann.clientId, cardData: sampleCard() };
    await expectError({ ...update, cardId: newCardId() }, COLLAB_ERRORS.otherCard);
    await expectError({ ...update, cardId, clientId: 'client-other' }, COLLAB_ERRORS.otherClient);
    const leave = { type: 'leave', clientId: ann.clientId };
    await expectError({ ...leave, cardId: newCardId() }, COLLAB_ERRORS.otherCard);
    await expectError({ ...leave, cardId, clientId: 'client-other' }, COLLAB_ERRORS.otherClient);
    const stranger = await TestClient.connect(services.collab.url, newVisitorId());
    clients.push(stranger);
    stranger.send({ ...update, cardId });
    expect((await stranger.next('error')).message).toBe(COLLAB_ERRORS.notJoined);
  });

  it('answers a join of a card that does not exist, without initial data, with an error', async () => {
    const client = await TestClient.connect(services.collab.url, newVisitorId());
    clients.push(client);
    client.send({ type: 'join', cardId: newCardId(), clientId: 'client-x', name: 'X' });
    expect((await client.next('error')).message).toBe(COLLAB_ERRORS.cardNotFound);
  });

  it('refuses connections the gateway did not vouch for', async () => {
    await expect(TestClient.connect(services.collab.url, 'v', '', {})).rejects.toThrow(/401/);
    await expect(
      TestClient.connect(services.collab.url, 'v', '', {
        'x-visitor-id': 'v',
        'x-visitor-signature': 'x',
      }),
    ).rejects.toThrow(/401/);
  });

  it('rate limits a flood: errors first, then closes on sustained abuse', async () => {
    const flooder = await join(newCardId());
    const message = JSON.stringify({
      type: 'leave',
      cardId: newCardId(),
      clientId: flooder.clientId,
    });
    for (let i = 0; i < 400; i++) flooder.client.send(message);
    await flooder.client.next('error', (m) => m.message === COLLAB_ERRORS.rateLimited);
    expect(await flooder.client.closed()).toBe(COLLAB_CLOSE_CODES.rateLimited);
  });
});

describe('joins in progress and joins that fail', () => {
  it('drops cursor moves sent while the join is being answered, without an error', async () => {
    const cardId = newCardId();
    const client = await TestClient.connect(services.collab.url, newVisitorId());
    clients.push(client);
    const clientId = 'client-eager';
    client.send({ type: 'join', cardId, clientId, name: 'Eve', initialCardData: sampleCard() });
    const cursor = { type: 'cursor_update', cardId, clientId, position: { x: 1, y: 2 } };
    for (let i = 0; i < 3; i++) client.send({ ...cursor, color: '#000000' });
    await client.next('sync');
    await client.roundTrip(clientId);
    expect(client.received.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('answers a join that fails half-way with error and leaves no ghost in the room', async () => {
    const cardId = newCardId();
    const ann = await join(cardId, { name: 'Ann' });
    const token = await editTokenOf(cardId, ann.visitorId);
    // Postgres refuses this collaborator row: the join fails after presence was added in Redis.
    const refused = `Refused ${randomUUID()}`;
    const constraint = sql.id(`test_refuse_${randomUUID().replaceAll('-', '')}`);
    await sql`alter table collab.collaborator add constraint ${constraint} check (name <> ${sql.lit(refused)})`.execute(
      services.collab.db,
    );
    const bob = await TestClient.connect(services.collab.url, newVisitorId());
    clients.push(bob);
    const bobJoin = {
      type: 'join',
      cardId,
      clientId: 'client-bob',
      name: refused,
      editToken: token,
    };
    try {
      bob.send(bobJoin);
      expect((await bob.next('error')).message).toBe(COLLAB_ERRORS.unavailable);
    } finally {
      await sql`alter table collab.collaborator drop constraint ${constraint}`.execute(
        services.collab.db,
      );
    }
    await ann.client.roundTrip(ann.clientId);
    expect(ann.client.received.some((m) => m.type === 'client_joined')).toBe(false);
    expect(bob.closeCode).toBeNull();

    bob.send({ ...bobJoin, name: 'Bob' });
    const sync = await bob.next('sync');
    expect(sync.count).toBe(2);
    expect(sync.members?.map((m) => m.name).sort()).toEqual(['Ann', 'Bob']);
  });

  it('answers a join with error while the cards service is down', async () => {
    const lonely = await startCollab(DEAD_URL);
    try {
      const client = await TestClient.connect(lonely.url, newVisitorId());
      client.send({
        type: 'join',
        cardId: newCardId(),
        clientId: 'client-x',
        name: 'X',
        initialCardData: sampleCard(),
      });
      expect((await client.next('error')).message).toBe(COLLAB_ERRORS.unavailable);
      await client.close();
    } finally {
      await lonely.close();
    }
  });
});

describe('merging concurrent edits over sockets', () => {
  it('keeps both edits when two clients change different elements at the same moment', async () => {
    const cardId = newCardId();
    const base = sampleCard({ elements: [text('a', 'A'), text('b', 'B')] });
    const ann = await join(cardId, { initialCardData: base });
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    await ann.client.next('client_joined');

    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: { ...base, elements: [text('a', 'A by Ann'), text('b', 'B')] },
    });
    bob.client.send({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: { ...base, elements: [text('a', 'A'), text('b', 'B by Bob')] },
    });
    const merged = [text('a', 'A by Ann'), text('b', 'B by Bob')];
    const sees = (client: TestClient) =>
      client.nextCardData((data) => JSON.stringify(data.elements) === JSON.stringify(merged));
    await Promise.all([sees(ann.client), sees(bob.client)]);

    const late = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    expect(late.sync.cardData.elements).toEqual(merged);
  });

  it('lets the last writer win on the same element without corrupting the card', async () => {
    const cardId = newCardId();
    const base = sampleCard({ elements: [text('a', 'A'), text('b', 'B')] });
    const ann = await join(cardId, { initialCardData: base });
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    await ann.client.next('client_joined');
    for (let i = 0; i < 10; i++) {
      ann.client.send({
        type: 'update',
        cardId,
        clientId: ann.clientId,
        cardData: { ...base, elements: [text('a', `Ann ${i}`), text('b', 'B')] },
      });
      bob.client.send({
        type: 'update',
        cardId,
        clientId: bob.clientId,
        cardData: { ...base, elements: [text('a', `Bob ${i}`), text('b', 'B')] },
      });
    }
    // Every update was handled, so each is in the room's queue before the late join.
    await Promise.all([ann.client.roundTrip(ann.clientId), bob.client.roundTrip(bob.clientId)]);
    const late = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    const elements = late.sync.cardData.elements;
    expect(elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(elements[0]!.content).toMatch(/^(Ann|Bob) 9$/);
  });
});

describe('whole-card updates of the spec’s protocol', () => {
  it('takes an edit back to an earlier value (a backspace, an undo) and sends the typist nothing', async () => {
    const cardId = newCardId();
    const base = sampleCard({ cardMessage: '' });
    const ann = await join(cardId, { initialCardData: base });
    for (const cardMessage of ['Hi', 'Hi!', 'Hi']) {
      ann.client.send({
        type: 'update',
        cardId,
        clientId: ann.clientId,
        cardData: { ...base, cardMessage },
      });
    }
    // The room's queue answers the join after the updates before it.
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    expect(bob.sync.cardData.cardMessage).toBe('Hi');
    await ann.client.next('client_joined');
    expect(ann.client.received.filter((m) => m.type === 'sync' || m.type === 'update')).toEqual([]);
  });

  it('does not undo a collaborator’s edit that the sender had not received yet', async () => {
    const cardId = newCardId();
    const base = sampleCard({ backgroundColor: '#ffffff', cardMessage: '' });
    const ann = await join(cardId, { initialCardData: base });
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    await ann.client.next('client_joined');
    const send = (cardData: typeof base) =>
      ann.client.send({
        type: 'update',
        cardId,
        clientId: ann.clientId,
        cardData,
      });

    send({ ...base, backgroundColor: '#ff0000' });
    const red = await bob.client.next('update');
    bob.client.send({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: { ...red.cardData, backgroundColor: '#0000ff' },
    });
    await ann.client.next('update', (m) => m.cardData.backgroundColor === '#0000ff');
    // Ann types on as if Bob's blue had not reached her: her card still says red.
    send({ ...base, backgroundColor: '#ff0000', cardMessage: 'Hello' });
    const late = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    expect(late.sync.cardData).toMatchObject({ backgroundColor: '#0000ff', cardMessage: 'Hello' });
  });
});

describe('element limit', () => {
  it('refuses an update whose merge would exceed the element limit', async () => {
    const cardId = newCardId();
    const many = Array.from({ length: 59 }, (_, i) => text(`e${i}`, `${i}`));
    const base = sampleCard({ elements: many });
    const ann = await join(cardId, { initialCardData: base });
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: { ...base, elements: [...many, text('ann', 'A')] },
    });
    await bob.client.next('update');
    bob.client.send({
      type: 'update',
      cardId,
      clientId: bob.clientId,
      cardData: { ...base, elements: [...many, text('bob', 'B')] },
    });
    expect((await bob.client.next('error')).message).toBe(COLLAB_ERRORS.tooManyElements);
    // Bob is shown the room's card again, or each later update of his would be refused too.
    const room = await bob.client.next('sync');
    expect(room.cardData.elements.map((e) => e.id)).toContain('ann');
    expect(room.cardData.elements.map((e) => e.id)).not.toContain('bob');
  });
});

describe('persistence to the cards service', () => {
  it('carries a template choice to the others and into the card; leaving it out keeps it', async () => {
    const cardId = newCardId();
    const ann = await join(cardId);
    const bob = await join(cardId, { editToken: await editTokenOf(cardId, ann.visitorId) });
    await ann.client.next('client_joined');

    const chosen = sampleCard({ templateId: 'funny1', category: 'wedding' });
    ann.client.send({ type: 'update', cardId, clientId: ann.clientId, cardData: chosen });
    expect((await bob.client.next('update')).cardData).toMatchObject({
      templateId: 'funny1',
      category: 'wedding',
    });

    const withoutTemplate = sampleCard({ cardMessage: 'Bob knows nothing of templates' });
    bob.client.send({ type: 'update', cardId, clientId: bob.clientId, cardData: withoutTemplate });
    expect((await ann.client.next('update')).cardData).toMatchObject({
      templateId: 'funny1',
      cardMessage: 'Bob knows nothing of templates',
    });

    await ann.client.close();
    await bob.client.close();
    await expect
      .poll(async () => {
        const { templateId, category } = await savedCard(cardId);
        return { templateId, category };
      })
      .toEqual({ templateId: 'funny1', category: 'wedding' });
  });

  it('saves the room while edits happen and when the last client leaves', async () => {
    const cardId = newCardId();
    const ann = await join(cardId);
    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: sampleCard({ cardMessage: 'Saved within 2 s' }),
    });
    const saved = () => savedCard(cardId);
    await expect.poll(async () => (await saved()).cardMessage).toBe('Saved within 2 s');

    ann.client.send({
      type: 'update',
      cardId,
      clientId: ann.clientId,
      cardData: sampleCard({ cardMessage: 'Saved on leave' }),
    });
    ann.client.send({ type: 'leave', cardId, clientId: ann.clientId });
    await expect.poll(async () => (await saved()).cardMessage).toBe('Saved on leave');
    const session = () =>
      services.collab.db
        .selectFrom('session')
        .selectAll()
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
    await expect.poll(session).toMatchObject({
      status: 'inactive',
      collaborator_count: 0,
      peak_collaborators: 1,
    });

    const again = await join(cardId, { initialCardData: sampleCard({ cardMessage: 'unused' }) });
    expect(again.sync.cardData.cardMessage).toBe('Saved on leave');
  });
});
