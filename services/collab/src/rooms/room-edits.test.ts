import type { CollabCardData, ServerMessage, UpdateMessage } from '@cardsmith/contracts';
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
  const update = (member: RecordedMember, data: CollabCardData, baseVersion = 1) =>
    edits.update(member, {
      type: 'update',
      cardId: room.cardId,
      clientId: member.clientId,
      cardData: data,
      baseVersion,
    } satisfies UpdateMessage);
  return { room, x, y, update };
}

describe('RoomEdits', () => {
  it('sends the result to a sender that was shown another replica’s card while its update waited', async () => {
    let attempts = 0;
    const { room, x, update } = setup({
      compareAndSet: async () => (++attempts === 1 ? 'stale' : 3),
      load: async () => ({ ...snapshot(2, card('c')), updatedBy: 'B' }),
    });
    await update(x, card('b'));
    // X saw version 2 ('c') during the retry; the room ends at X's 'b', and X must be shown it.
    expect(room.state).toMatchObject({ version: 3, data: card('b') });
    expect(x.cards()).toEqual([
      ['update', 2, 'c'],
      ['sync', 3, 'b'],
    ]);
  });

  it('does not roll the room back when a newer version from another replica arrives during the write', async () => {
    const newer = card('b', 'B edit');
    const { room, x, y, update } = setup({
      compareAndSet: async () => {
        room.applyRemote(3, newer, 'B');
        return 2;
      },
    });
    await update(x, card('b'));
    expect(room.state).toMatchObject({ version: 3, data: newer });
    expect(y.cards()).toEqual([['update', 3, 'b']]);
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
