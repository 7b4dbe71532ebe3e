import type { CardOp, CollabCardData, ServerMessage, UpdateMessage } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { LocalRoom, Member } from './local-room.js';
import { RoomEdits, type RoomEditsDeps } from './room-edits.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';

const card = (content: string, cardMessage = 'hi'): CollabCardData => ({
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage,
  elements: [{ id: 'e1', type: 'text', content, position: { x: 1, y: 1 } }],
});

const snapshot = (version: number, data: CollabCardData, sessionId = 's1'): RoomSnapshot => ({
  data,
  extras: {},
  version,
  savedVersion: 1,
  sessionId,
  status: 'active',
  updatedBy: '',
  acked: {},
});

/** A member in the room whose channel records what the client would receive. */
class RecordedMember extends Member {
  readonly received: ServerMessage[];
  private readonly closes: number[];

  constructor(
    readonly clientId: string,
    room: LocalRoom,
  ) {
    const received: ServerMessage[] = [];
    const closes: number[] = [];
    super(clientId, `visitor-${clientId}`, null, {
      open: true,
      send: (message) => received.push(message),
      sendVolatile: (message) => received.push(message),
      close: (code) => closes.push(code),
    });
    this.received = received;
    this.closes = closes;
    this.membership = {
      room,
      cardId: room.cardId,
      clientId,
      name: clientId,
      role: 'editor',
      collaboratorId: clientId,
    };
    room.members.add(this);
  }

  get closedWith(): number | null {
    return this.closes.at(-1) ?? null;
  }

  cards() {
    return this.received.flatMap((m) =>
      m.type === 'sync' || m.type === 'update'
        ? [[m.type, m.version, m.cardData.elements[0]!.content]]
        : [],
    );
  }

  kinds() {
    return this.received.map((m) => m.type);
  }
}

function setup(store: Partial<RoomStore>) {
  const room = new LocalRoom('card-1', () => undefined);
  room.state = snapshot(1, card('a'));
  const deps = {
    store: store as RoomStore,
    bus: { publish: async () => undefined },
    persistence: { schedule: () => undefined },
    logger: { error: () => undefined, warn: () => undefined },
  } as unknown as RoomEditsDeps;
  const edits = new RoomEdits(deps);
  const x = new RecordedMember('X', room);
  const y = new RecordedMember('Y', room);
  x.acknowledged = card('a');
  y.acknowledged = card('a');
  const update = (member: RecordedMember, data: CollabCardData) =>
    edits.update(member, {
      type: 'update',
      cardId: room.cardId,
      clientId: member.clientId,
      cardData: data,
    } satisfies UpdateMessage);
  const ops = (member: RecordedMember, seq: number, ...sent: CardOp[]) =>
    edits.ops(member, {
      type: 'ops',
      cardId: room.cardId,
      clientId: member.clientId,
      ops: sent.map((op, index) => ({ seq: seq + index, op })),
    });
  return { room, x, y, update, ops };
}

describe('RoomEdits', () => {
  it('sends the result to a sender that was shown another replica’s card while its update waited', async () => {
    let attempts = 0;
    const { room, x, update } = setup({
      compareAndSet: async () => (++attempts === 1 ? 'stale' : 3),
      load: async () => ({ ...snapshot(2, card('c')), updatedBy: 'B' }),
    });
    await update(x, card('b'));
    // X saw version 2 ('c') during the retry; X's typing (a → b) lands in it, and X is shown it.
    expect(room.state).toMatchObject({ version: 3, data: card('bc') });
    expect(x.cards()).toEqual([
      ['sync', 2, 'c'],
      ['sync', 3, 'bc'],
    ]);
  });

  it('applies operations once each: a resent seq is skipped and still acknowledged', async () => {
    let version = 1;
    const { room, x, y, ops } = setup({ compareAndSet: async () => ++version });
    x.speaksOps = true;
    const typed: CardOp = {
      kind: 'text',
      target: { elementId: 'e1' },
      index: 1,
      remove: 0,
      insert: 'b',
      base: 'a',
    };
    await ops(x, 1, typed);
    await ops(x, 1, typed);
    expect(room.state).toMatchObject({ data: card('ab'), acked: { X: 1 } });
    expect(x.received).toEqual([
      {
        type: 'ops',
        version: 2,
        ops: [{ clientId: 'X', seq: 1, op: { ...typed, base: undefined } }].map((entry) => {
          const { base: _base, ...op } = entry.op;
          return { ...entry, op };
        }),
      },
      { type: 'ack', seq: 1 },
      { type: 'ack', seq: 1 },
    ]);
    expect(y.cards()).toEqual([['update', 2, 'ab']]);
  });

  it('takes a client’s operations only in order: one after a gap waits for the resend', async () => {
    let version = 1;
    const { room, x, ops } = setup({ compareAndSet: async () => ++version });
    x.speaksOps = true;
    const color = (value: string): CardOp => ({ kind: 'field', field: 'backgroundColor', value });
    // Seq 2 is missing (its batch failed): 3 must wait, or the ack for 3 would settle 2 unseen.
    await ops(x, 1, color('#000001'));
    await ops(x, 3, color('#000003'));
    expect(room.state).toMatchObject({ acked: { X: 1 }, data: { backgroundColor: '#000001' } });
    expect(x.received.at(-1)).toEqual({ type: 'ack', seq: 1 });
    await ops(x, 2, color('#000002'), color('#000003'));
    expect(room.state).toMatchObject({ acked: { X: 3 }, data: { backgroundColor: '#000003' } });
  });

  it('turns spec clients’ whole cards into operations, so edits made from one card both stay', async () => {
    let version = 1;
    const { room, x, y, update } = setup({ compareAndSet: async () => ++version });
    // Both edited the card they last had ('a'); X's card still carries Y's old message.
    await Promise.all([update(y, card('a', 'from Y')), update(x, card('from X'))]);
    expect(room.state?.data).toEqual(card('from X', 'from Y'));
    expect(x.kinds()).toEqual(['sync']);
    expect(y.kinds()).toEqual(['sync']);
  });

  it('takes an update whose sender left before the batch ran', async () => {
    const { room, x, y, update } = setup({ compareAndSet: async () => 2 });
    const pending = update(x, card('from X'));
    x.membership = null;
    room.members.delete(x);
    await pending;
    expect(room.state).toMatchObject({ version: 2, data: card('from X') });
    expect(y.cards()).toEqual([['update', 2, 'from X']]);
  });

  it('closes the sockets and forgets the room when Redis holds a different session', async () => {
    const { room, x, y, update } = setup({
      compareAndSet: async () => 'stale',
      load: async () => ({ ...snapshot(1, card('new'), 's2'), updatedBy: '' }),
    });
    await update(x, card('b'));
    expect(room.state).toBeNull();
    expect([x.closedWith, y.closedWith]).toEqual([1012, 1012]);
    expect(x.received.at(-1)).toMatchObject({ type: 'error' });
  });
});
