import { COLLAB_ERRORS, type ClientMessage, type ServerMessage } from '@cardsmith/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSocketPair, type CloseEventLike } from './memory-socket.js';
import {
  editTokenOf,
  newCardId,
  newVisitorId,
  sampleCard,
  savedCard,
  startServicesForFile,
} from './support.js';

// The server driven through in-memory socket pairs instead of WebSockets: the way a client
// library and the server are tested together.
const services = startServicesForFile();

/** A client on one end of a pair, the collab server on the other. */
function connect(visitorId = newVisitorId(), editToken: string | null = null) {
  const { client, server } = createSocketPair();
  services.collab.app.collabSockets.accept(server, { visitorId, editToken });
  const received: ServerMessage[] = [];
  let closed: CloseEventLike | null = null;
  let wake = () => {};
  client.onmessage = ({ data }) => {
    received.push(JSON.parse(data) as ServerMessage);
    wake();
  };
  client.onclose = (event) => {
    closed = event;
    wake();
  };
  const opened = new Promise<void>((resolve) => (client.onopen = () => resolve()));
  const changed = () => new Promise<void>((resolve) => (wake = resolve));
  return {
    received,
    async send(message: ClientMessage) {
      await opened;
      client.send(JSON.stringify(message));
    },
    close: () => client.close(),
    /** Takes the first received message of `type` that matches, waiting for it if need be. */
    async next<T extends ServerMessage['type']>(
      type: T,
      match: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ): Promise<Extract<ServerMessage, { type: T }>> {
      for (;;) {
        const index = received.findIndex(
          (m) => m.type === type && match(m as Extract<ServerMessage, { type: T }>),
        );
        if (index >= 0) return received.splice(index, 1)[0] as Extract<ServerMessage, { type: T }>;
        if (closed) throw new Error(`closed (${closed.code}) without a ${type} message`);
        await changed();
      }
    },
    async closed(): Promise<CloseEventLike> {
      while (!closed) await changed();
      return closed;
    },
  };
}

describe('the collab server over an in-memory socket pair', () => {
  it('joins two clients, relays an update without echoing it, and announces a leave', async () => {
    const cardId = newCardId();
    const annVisitorId = newVisitorId();
    const ann = connect(annVisitorId);
    await ann.send({
      type: 'join',
      cardId,
      clientId: 'ann',
      name: 'Ann',
      initialCardData: sampleCard(),
    });
    expect(await ann.next('sync')).toMatchObject({ count: 1, version: 1 });

    const bob = connect(newVisitorId(), await editTokenOf(cardId, annVisitorId));
    await bob.send({ type: 'join', cardId, clientId: 'bob', name: 'Bob' });
    expect(await bob.next('sync')).toMatchObject({
      count: 2,
      members: expect.arrayContaining([
        expect.objectContaining({ clientId: 'bob', role: 'editor' }),
      ]),
    });
    expect(await ann.next('client_joined')).toMatchObject({ clientId: 'bob', count: 2 });

    const cardData = sampleCard({ cardMessage: 'Over the pair' });
    await ann.send({ type: 'update', cardId, clientId: 'ann', cardData });
    expect(await bob.next('update')).toMatchObject({
      clientId: 'ann',
      version: 2,
      cardData: { cardMessage: 'Over the pair' },
    });
    // A leave of another card is answered in turn: anything the update sent Ann came before it.
    await ann.send({ type: 'leave', cardId: newCardId(), clientId: 'ann' });
    expect(await ann.next('error')).toEqual({ type: 'error', message: COLLAB_ERRORS.otherCard });
    expect(ann.received).toEqual([]);

    bob.close();
    expect(await ann.next('client_left')).toEqual({
      type: 'client_left',
      clientId: 'bob',
      name: 'Bob',
      count: 1,
    });
    ann.close();
  });

  it('settles an operation resent after Redis forgot the emptied room: it is applied once', async () => {
    const cardId = newCardId();
    const visitorId = newVisitorId();
    const typed = {
      seq: 1,
      op: {
        kind: 'text' as const,
        target: { field: 'cardMessage' as const },
        index: 15,
        remove: 0,
        insert: ' Love, Wes',
        base: 'Happy birthday!',
      },
    };
    const wes = connect(visitorId);
    await wes.send({
      type: 'join',
      cardId,
      clientId: 'wes',
      ops: true,
      initialCardData: sampleCard(),
    });
    await wes.next('sync');
    await wes.send({ type: 'ops', cardId, clientId: 'wes', ops: [typed] });
    await wes.next('ack', (ack) => ack.seq === 1);
    wes.close();
    await vi.waitFor(async () =>
      expect((await savedCard(cardId)).cardMessage).toBe('Happy birthday! Love, Wes'),
    );
    // The emptied room is dropped; ten minutes later its seqs expire from Redis too.
    const { redis } = services.collab;
    await vi.waitFor(async () => expect(await redis.exists(`collab:room:{${cardId}}`)).toBe(0));
    await redis.del(`collab:room:{${cardId}}:acked`);

    // Wes never saw the ack (say), comes back and resends what it still holds as pending.
    const back = connect(visitorId);
    await back.send({ type: 'join', cardId, clientId: 'wes', ops: true });
    expect((await back.next('sync')).acked).toEqual({ wes: 1 });
    await back.send({ type: 'ops', cardId, clientId: 'wes', ops: [typed], after: 0 });
    await back.next('ack', (ack) => ack.seq === 1);
    const ann = connect(visitorId);
    await ann.send({ type: 'join', cardId, clientId: 'ann' });
    expect((await ann.next('sync')).cardData.cardMessage).toBe('Happy birthday! Love, Wes');
    back.close();
    ann.close();
  });

  it('answers an invalid message with an error and keeps the socket open', async () => {
    const eve = connect();
    const cardId = newCardId();
    await eve.send({ type: 'join', cardId, clientId: 'eve', initialCardData: sampleCard() });
    await eve.next('sync');
    await eve.send({ type: 'update', cardId } as unknown as ClientMessage);
    expect((await eve.next('error')).message).toMatch(/^That message is missing fields/);
    await eve.send({ type: 'leave', cardId, clientId: 'eve' });
    await eve.send({ type: 'join', cardId, clientId: 'eve', initialCardData: sampleCard() });
    expect(await eve.next('sync')).toMatchObject({ count: 1 });
    eve.close();
    expect(await eve.closed()).toMatchObject({ code: 1000, wasClean: true });
  });
});
