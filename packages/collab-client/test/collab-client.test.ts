import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  TIMINGS,
  type CollabCardData,
} from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  CollabClient,
  RATE_LIMIT_BACKOFF_MS,
  UPDATE_DEBOUNCE_MS,
  type CollabClientOptions,
  type CollabNotice,
} from '../src/index.js';
import { ManualTimers } from '../src/testing/index.js';
import { FakeRoom } from './fake-room.js';

const CARD_ID = 'card-0123456789';

const text = (id: string, content: string) => ({
  id,
  type: 'text' as const,
  content,
  position: { x: 100, y: 100 },
});
const card: CollabCardData = {
  backgroundColor: '#ffffff',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: 'Hello',
  elements: [],
};
const twoTexts: CollabCardData = { ...card, elements: [text('a', 'A'), text('b', 'B')] };

/**
 * One client against a fake room, on a hand-moved clock. Like an editor, the client's surface
 * shows what the room sends and hands it back as the local card; `edit` is the person typing.
 */
function setup(
  start: CollabCardData = card,
  options: {
    room?: FakeRoom;
    timers?: ManualTimers;
    clientId?: string;
    /** The name as typed, read at each use (a function when the test changes it). */
    name?: string | (() => string);
  } = {},
) {
  const room = options.room ?? new FakeRoom(start);
  const timers = options.timers ?? new ManualTimers();
  const shown: CollabCardData[] = [];
  const notices: CollabNotice[] = [];
  const clientId = options.clientId ?? 'client-ada';
  const clientOptions: CollabClientOptions = {
    cardId: CARD_ID,
    clientId,
    color: '#2563eb',
    editToken: 'tok',
    url: 'ws://test/ws?edit=tok',
    openSocket: room.open,
    timers,
    name: () =>
      typeof options.name === 'function' ? options.name() : ` ${options.name ?? 'Ada'} `,
    onRemoteCard: (remote) => {
      shown.push(remote);
      client.setLocalCard(remote);
    },
    onNotice: (notice) => notices.push(notice),
  };
  const client = new CollabClient(clientOptions);
  client.setLocalCard(start);
  const sent = (type: string) =>
    room.received.filter((message) => message.type === type && message.clientId === clientId);
  /** Moves the clock and lets the wire deliver what that sent. */
  const wait = (ms: number) => {
    timers.advance(ms);
    room.flush();
  };
  const edit = (next: CollabCardData) => client.setLocalCard(next);
  return { room, timers, client, shown, notices, sent, wait, edit };
}

describe('CollabClient', () => {
  it('joins with its card once the socket opens, and is joined once the room answers', () => {
    const { room, client, sent } = setup();
    client.start();
    expect(client.state.status).toBe('connecting');
    room.flush();
    expect(client.state).toMatchObject({ status: 'connected', joined: true, collaboratorCount: 1 });
    expect(sent('join')).toEqual([
      {
        type: 'join',
        cardId: CARD_ID,
        clientId: 'client-ada',
        name: 'Ada',
        initialCardData: card,
        editToken: 'tok',
        ops: true,
      },
    ]);
  });

  it('knows the session is locked from its join, and follows a lock or unlock while in the room', () => {
    const room = new FakeRoom(card);
    room.locked = true;
    const { client } = setup(card, { room });
    client.start();
    room.flush();
    expect(client.state).toMatchObject({ joined: true, locked: true });
    room.setLocked(false);
    room.flush();
    expect(client.state.locked).toBe(false);
    room.setLocked(true);
    room.flush();
    expect(client.state.locked).toBe(true);
  });

  it('reconnects exactly 2 s after a drop, saying the connection was lost', () => {
    const { room, client, notices, timers, sent } = setup();
    client.start();
    room.flush();
    room.sockets[0]!.close(1006);
    room.flush();
    expect(client.state).toMatchObject({ status: 'disconnected', joined: false });
    expect(notices).toEqual([{ type: 'connectionLost' }]);
    timers.advance(TIMINGS.reconnectMs - 1);
    expect(room.sockets).toHaveLength(1);
    timers.advance(1);
    expect(room.sockets).toHaveLength(2);
    expect(client.state.status).toBe('connecting');
    room.flush();
    expect(sent('join')).toHaveLength(2);
    expect(client.state.joined).toBe(true);
  });

  it('stop sends leave, clears its state and never reconnects', () => {
    const { room, client, timers, sent } = setup();
    client.start();
    room.flush();
    client.stop();
    room.flush();
    expect(sent('leave')).toHaveLength(1);
    expect(client.state).toMatchObject({ status: 'disconnected', collaboratorCount: 0 });
    timers.advance(TIMINGS.reconnectMs * 3);
    expect(room.sockets).toHaveLength(1);
  });

  it('shows others’ operations, sends its own edits as operations once they pause, and settles them', () => {
    const { room, client, shown, sent, wait, edit } = setup();
    client.start();
    room.flush();
    room.changeBy('client-bo', [{ kind: 'field', field: 'backgroundColor', value: '#000000' }]);
    room.flush();
    expect(shown.at(-1)).toMatchObject({ backgroundColor: '#000000' });
    wait(UPDATE_DEBOUNCE_MS * 2);
    expect(sent('ops')).toEqual([]);

    edit({ ...card, backgroundColor: '#000000', cardMessage: 'Hello!' });
    wait(UPDATE_DEBOUNCE_MS - 1);
    expect(sent('ops')).toEqual([]);
    const shownBefore = shown.length;
    wait(1);
    expect(sent('ops')).toMatchObject([
      {
        ops: [
          {
            seq: 1,
            op: { kind: 'text', target: { field: 'cardMessage' }, index: 5, insert: '!' },
          },
        ],
      },
    ]);
    expect(room.card.cardMessage).toBe('Hello!');
    // Its own operation coming back changes nothing on screen.
    expect(shown).toHaveLength(shownBefore);
  });

  it('keeps unacknowledged edits on screen when others’ changes arrive first (rebase)', () => {
    const { room, client, shown, timers, edit } = setup();
    client.start();
    room.flush();
    edit({ ...card, cardMessage: 'Hello Ada' });
    timers.advance(UPDATE_DEBOUNCE_MS);
    // Bo's typing reaches the room before Ada's operation does.
    room.changeBy('client-bo', [
      { kind: 'text', target: { field: 'cardMessage' }, index: 0, remove: 0, insert: 'Oh, ' },
    ]);
    room.network.flush();
    expect(shown.map((c) => c.cardMessage)).not.toContain('Oh, Hello');
    room.flush();
    expect(room.card.cardMessage).toBe('Oh, Hello Ada');
    expect(shown.at(-1)!.cardMessage).toBe('Oh, Hello Ada');
  });

  it('retries a refused join 2 s later without claiming to be joined or repeating the same error', () => {
    const { room, client, notices, wait } = setup();
    room.refuseJoins = [COLLAB_ERRORS.unavailable, COLLAB_ERRORS.unavailable];
    client.start();
    room.flush();
    expect(client.state.joined).toBe(false);
    expect(room.sockets[0]!.isOpen).toBe(false);
    expect(notices).toEqual([{ type: 'serverError', message: COLLAB_ERRORS.unavailable }]);
    wait(TIMINGS.reconnectMs);
    expect(room.sockets).toHaveLength(2);
    expect(notices).toHaveLength(1);
    wait(TIMINGS.reconnectMs);
    expect(client.state).toMatchObject({ joined: true, stopped: null });
  });

  it('stops for good when the room says the card no longer exists', () => {
    const { room, client, wait } = setup();
    room.refuseJoins = [COLLAB_ERRORS.cardNotFound];
    client.start();
    room.flush();
    expect(client.state.stopped).toBe('cardMissing');
    wait(TIMINGS.reconnectMs * 3);
    expect(room.sockets).toHaveLength(1);
  });

  it('turns collaboration off instead of reconnecting after an administrator ended the session', () => {
    const { room, client, notices, wait } = setup();
    client.start();
    room.flush();
    room.closeAll(COLLAB_CLOSE_CODES.sessionEnded);
    room.flush();
    expect(client.state).toMatchObject({ stopped: 'ended', collaboratorCount: 0 });
    expect(notices).toEqual([]);
    wait(TIMINGS.reconnectMs * 3);
    expect(room.sockets).toHaveLength(1);
  });

  it('backs off after a close for flooding and comes back with its edits', () => {
    const { room, client, wait, edit } = setup();
    client.start();
    room.flush();
    room.closeAll(COLLAB_CLOSE_CODES.rateLimited);
    room.flush();
    edit({ ...card, cardMessage: 'Hello again' });
    wait(RATE_LIMIT_BACKOFF_MS - 1);
    expect(room.sockets).toHaveLength(1);
    wait(1);
    wait(UPDATE_DEBOUNCE_MS);
    expect(client.state).toMatchObject({ joined: true, stopped: null });
    expect(room.card.cardMessage).toBe('Hello again');
  });

  it('resends unacknowledged operations after a reconnect; the room takes each once', () => {
    const { room, client, shown, sent, timers, wait, edit } = setup(twoTexts);
    client.start();
    room.flush();
    edit({ ...twoTexts, elements: [text('a', 'Edited'), text('b', 'B')] });
    timers.advance(UPDATE_DEBOUNCE_MS);
    // The operations reach the room, but the connection drops before its answer arrives.
    room.network.flush();
    room.sockets[0]!.close(1006);
    room.flush();
    edit({ ...twoTexts, elements: [text('a', 'Edited!'), text('b', 'B')] });
    wait(TIMINGS.reconnectMs);
    wait(UPDATE_DEBOUNCE_MS);
    expect(room.card.elements.map((e) => e.content)).toEqual(['Edited!', 'B']);
    // Nothing came from the room that the surface did not already show.
    expect(shown).toEqual([]);
    // The sync named the operations the room had; only the later one went out again.
    expect(sent('ops').map((m) => (m.ops as { seq: number }[]).map((o) => o.seq))).toEqual([
      [1],
      [2],
    ]);
  });

  it('sends its operations again after the room answered that it could not take them', () => {
    const { room, client, sent, wait, edit } = setup();
    client.start();
    room.flush();
    room.refuseUpdate = COLLAB_ERRORS.unavailable;
    edit({ ...card, cardMessage: 'Mine' });
    wait(UPDATE_DEBOUNCE_MS);
    expect(sent('ops')).toHaveLength(1);
    expect(room.card.cardMessage).toBe('Hello');
    wait(UPDATE_DEBOUNCE_MS);
    expect(sent('ops')).toHaveLength(2);
    expect(room.card.cardMessage).toBe('Mine');
  });

  it('holds edits and cursors until the join is answered, then applies the edits to the room’s card', () => {
    const { room, client, shown, sent, timers, wait, edit } = setup(twoTexts);
    room.card = { ...twoTexts, elements: [text('a', 'A'), text('b', 'B in the room')] };
    client.start();
    // The socket opens and the join goes out, but the room's answer is still on the wire.
    const [first] = room.sockets;
    first!.peer.addEventListener('open', () => {
      edit({ ...twoTexts, elements: [text('a', 'Early'), text('b', 'B')] });
      client.sendCursor({ x: 5, y: 5 });
      timers.advance(UPDATE_DEBOUNCE_MS * 2);
    });
    room.flush();
    expect(sent('cursor_update')).toEqual([]);
    const merged = [text('a', 'Early'), text('b', 'B in the room')];
    expect(shown.at(-1)!.elements).toEqual(merged);
    wait(UPDATE_DEBOUNCE_MS);
    expect(sent('ops')).toHaveLength(1);
    expect(room.card.elements).toEqual(merged);
    wait(TIMINGS.cursorThrottleMs);
    client.sendCursor({ x: 6.4, y: 6.6 });
    room.flush();
    expect(sent('cursor_update')).toMatchObject([{ position: { x: 6, y: 7 }, name: 'Ada' }]);
  });

  it('keeps edits made while disconnected and applies them to the room after reconnecting', () => {
    const { room, client, wait, edit } = setup(twoTexts);
    client.start();
    room.flush();
    room.sockets[0]!.close(1006);
    room.flush();
    edit({ ...twoTexts, elements: [text('a', 'Offline'), text('b', 'B')] });
    room.changeBy('client-bo', [
      { kind: 'text', target: { elementId: 'b' }, index: 1, remove: 0, insert: ' meanwhile' },
    ]);
    wait(TIMINGS.reconnectMs);
    wait(UPDATE_DEBOUNCE_MS);
    expect(room.card.elements).toEqual([text('a', 'Offline'), text('b', 'B meanwhile')]);
  });

  it('throttles cursor messages to one per 50 ms, keeping the last position', () => {
    const { room, client, sent, wait } = setup();
    client.start();
    room.flush();
    client.sendCursor({ x: 1, y: 1 });
    client.sendCursor({ x: 2, y: 2 });
    client.sendCursor({ x: 3, y: 3 });
    room.flush();
    expect(sent('cursor_update')).toHaveLength(1);
    wait(TIMINGS.cursorThrottleMs);
    expect(sent('cursor_update')).toHaveLength(2);
    expect(sent('cursor_update')[1]).toMatchObject({ position: { x: 3, y: 3 }, color: '#2563eb' });
  });

  it('lists the room’s members with roles, tracks joins, leaves and cursors, and says who came and went', () => {
    const room = new FakeRoom(card);
    const timers = new ManualTimers();
    const bo = setup(card, { room, timers, clientId: 'client-bo', name: 'Bo' });
    bo.client.start();
    room.flush();
    const ada = setup(card, { room, timers });
    ada.client.start();
    room.flush();
    expect(ada.client.state).toMatchObject({ role: 'editor', collaboratorCount: 2 });
    expect(Object.values(ada.client.state.collaborators)).toEqual([
      expect.objectContaining({ id: 'client-bo', name: 'Bo', role: 'editor' }),
    ]);
    expect(bo.notices).toEqual([{ type: 'collaboratorJoined', name: 'Ada' }]);
    expect(bo.client.state.collaboratorCount).toBe(2);

    bo.client.sendCursor({ x: 10, y: 20 });
    room.flush();
    expect(Object.values(ada.client.state.cursors)).toEqual([
      { id: 'client-bo', position: { x: 10, y: 20 }, name: 'Bo', color: '#2563eb' },
    ]);
    bo.client.stop();
    room.flush();
    expect(ada.notices).toEqual([{ type: 'collaboratorLeft', name: 'Bo' }]);
    expect(ada.client.state).toMatchObject({
      collaboratorCount: 1,
      cursors: {},
      collaborators: {},
    });
  });

  it('tells the room a new name once joined, and shows a collaborator’s new name on their cursor', () => {
    const room = new FakeRoom(card);
    const timers = new ManualTimers();
    let boName = 'Bo';
    const bo = setup(card, { room, timers, clientId: 'client-bo', name: () => boName });
    // Before the join is answered the join itself carries the name.
    bo.client.announceName();
    bo.client.start();
    room.flush();
    expect(bo.sent('presence')).toEqual([]);
    const ada = setup(card, { room, timers });
    ada.client.start();
    room.flush();
    bo.client.sendCursor({ x: 1, y: 2 });
    room.flush();
    boName = ' Robert ';
    bo.client.announceName();
    room.flush();
    expect(bo.sent('presence')).toEqual([
      { type: 'presence', cardId: CARD_ID, clientId: 'client-bo', name: 'Robert' },
    ]);
    expect(ada.client.state.cursors['client-bo']).toMatchObject({ name: 'Robert' });
    expect(ada.client.state.collaborators['client-bo']).toMatchObject({ name: 'Robert' });
  });

  it('reports a socket that never opened as a failed connection, and a frame it cannot read', () => {
    const { room, client, notices } = setup();
    client.start();
    room.sockets[0]!.peer.fail();
    room.flush();
    expect(notices).toEqual([{ type: 'connectionFailed' }]);
    expect(client.state.status).toBe('disconnected');

    const other = setup();
    other.client.start();
    other.room.flush();
    other.room.sockets[0]!.send('not json');
    other.room.flush();
    expect(other.notices).toEqual([{ type: 'unreadableMessage', data: 'not json' }]);
  });

  it('brings two editors typing at once to the same card, neither edit lost', () => {
    const room = new FakeRoom(twoTexts);
    const timers = new ManualTimers();
    const ada = setup(twoTexts, { room, timers });
    const bo = setup(twoTexts, { room, timers, clientId: 'client-bo' });
    ada.client.start();
    bo.client.start();
    room.flush();
    ada.edit({ ...twoTexts, elements: [text('a', 'A by Ada'), text('b', 'B')] });
    bo.edit({ ...twoTexts, elements: [text('a', 'A'), text('b', 'B by Bo')], cardMessage: 'Bo' });
    timers.advance(UPDATE_DEBOUNCE_MS);
    room.flush();
    timers.advance(UPDATE_DEBOUNCE_MS);
    room.flush();
    const expected = {
      ...twoTexts,
      cardMessage: 'Bo',
      elements: [text('a', 'A by Ada'), text('b', 'B by Bo')],
    };
    expect(room.card).toEqual(expected);
    expect(room.card).toEqual(expected);
    expect(ada.shown.at(-1)).toEqual(expected);
    expect(bo.shown.at(-1)).toEqual(expected);
  });
});
