import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLAB_ERRORS, TIMINGS, type CardRenderData } from '@cardsmith/contracts';
import { useToasts } from '../../components/ui/toast-store.js';
import { RATE_LIMIT_BACKOFF_MS, UPDATE_DEBOUNCE_MS } from '@cardsmith/collab-client';
import { ListenedSocket } from '../../test/sockets.js';
import {
  NAME_SETTLE_MS,
  useCollaboration,
  type CollaborationOptions,
} from './use-collaboration.js';

/** A socket that records what the hook sends and lets the test play the server. */
class FakeSocket extends ListenedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: Array<Record<string, unknown>> = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', { code: 1000 });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.emit('open');
  }
  receive(message: object | string) {
    this.emit('message', { data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  fail() {
    this.emit('error');
  }
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', { code });
  }
  types() {
    return this.sent.map((message) => message.type);
  }
}

const card: CardRenderData = {
  backgroundColor: '#ffffff',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: 'Hello',
  elements: [],
};

/** The hook fetches the collaboration client when a session starts: let that import finish. */
const clientFetched = () => act(() => vi.dynamicImportSettled());

async function setup(overrides: Partial<CollaborationOptions> = {}) {
  const onRemoteCard = vi.fn();
  const initial: CollaborationOptions = {
    cardId: 'card-0123456789',
    enabled: true,
    name: 'Ada',
    card,
    onRemoteCard,
    ...overrides,
  };
  const hook = renderHook((props: CollaborationOptions) => useCollaboration(props), {
    initialProps: initial,
  });
  const toasts = renderHook(() => useToasts());
  await clientFetched();
  return { ...hook, props: initial, onRemoteCard, toasts };
}

const latestSocket = () => FakeSocket.all.at(-1)!;

/** Opens the socket and answers the join as the server does. */
function joinRoom(socket: FakeSocket, cardData: object = card, extra: object = {}) {
  act(() => socket.open());
  act(() => socket.receive({ type: 'sync', cardData, ...extra }));
}

/** The operations the hook sent, in order. */
const sentOps = (socket: FakeSocket) =>
  socket.sent.flatMap((message) =>
    message.type === 'ops' ? (message.ops as { seq: number; op: Record<string, unknown> }[]) : [],
  );
/** Bo's typing at the end of the card's message, as the room relays it. */
const boTypes = (socket: FakeSocket, version: number, index: number, insert: string) =>
  socket.receive({
    type: 'ops',
    version,
    ops: [
      {
        clientId: 'client-b',
        seq: version,
        op: { kind: 'text', target: { field: 'cardMessage' }, index, remove: 0, insert },
      },
    ],
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The client's rules (merging, resending, retrying, stopping) are tested in packages/collab-client
// against a fake room; these tests cover what the hook adds: the browser socket, React state,
// the card prop and the spec's toasts.
describe('useCollaboration', () => {
  it('connects to /ws on this host and joins with the card once the socket opens', async () => {
    const { result } = await setup({ editToken: 'tok en' });
    expect(result.current.connectionStatus).toBe('connecting');
    const socket = latestSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/ws?edit=tok%20en`);
    act(() => socket.open());
    expect(result.current.connectionStatus).toBe('connected');
    expect(socket.sent[0]).toMatchObject({
      type: 'join',
      cardId: 'card-0123456789',
      name: 'Ada',
      editToken: 'tok en',
      initialCardData: { cardMessage: 'Hello' },
    });
    expect(String(socket.sent[0]!.clientId)).toMatch(/^client-/);
  });

  it('tells the room a name changed after joining once the typing rests, and shows others’ new names', async () => {
    const { result, rerender, props } = await setup();
    const socket = latestSocket();
    joinRoom(socket, card, {
      count: 2,
      members: [{ clientId: 'client-bo', name: 'Bo', role: 'editor' }],
    });
    for (const typed of ['Ad', 'Adal', 'Ada L.']) rerender({ ...props, name: typed });
    act(() => {
      vi.advanceTimersByTime(NAME_SETTLE_MS - 1);
    });
    expect(socket.sent.filter((message) => message.type === 'presence')).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(socket.sent.filter((message) => message.type === 'presence')).toEqual([
      {
        type: 'presence',
        cardId: 'card-0123456789',
        clientId: result.current.clientId,
        name: 'Ada L.',
      },
    ]);
    act(() => socket.receive({ type: 'presence', clientId: 'client-bo', name: 'Robert' }));
    expect(result.current.collaborators).toEqual([
      expect.objectContaining({ id: 'client-bo', name: 'Robert' }),
    ]);
  });

  it('reconnects exactly 2 s after a close while still enabled', async () => {
    const { result, toasts } = await setup();
    act(() => latestSocket().open());
    act(() => latestSocket().drop());
    expect(result.current.connectionStatus).toBe('disconnected');
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Connection Lost',
      description: 'Lost connection to collaboration server. Trying to reconnect...',
    });
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs - 1);
    });
    expect(FakeSocket.all).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSocket.all).toHaveLength(2);
    expect(result.current.connectionStatus).toBe('connecting');
    act(() => latestSocket().open());
    expect(latestSocket().types()).toEqual(['join']);
  });

  it('switching off sends leave, clears count and cursors, and never reconnects', async () => {
    const { result, rerender, props } = await setup();
    const socket = latestSocket();
    act(() => socket.open());
    act(() => {
      socket.receive({ type: 'client_joined', clientId: 'client-b', name: 'Bo', count: 2 });
      socket.receive({
        type: 'cursor_update',
        clientId: 'client-b',
        position: { x: 10, y: 20 },
        name: 'Bo',
        color: '#2563eb',
      });
    });
    expect(result.current.collaboratorCount).toBe(2);
    expect(result.current.cursors).toEqual([
      { id: 'client-b', position: { x: 10, y: 20 }, name: 'Bo', color: '#2563eb' },
    ]);

    rerender({ ...props, enabled: false });
    expect(socket.sent.at(-1)).toMatchObject({ type: 'leave', cardId: 'card-0123456789' });
    expect(result.current.connectionStatus).toBe('disconnected');
    expect(result.current.collaboratorCount).toBe(0);
    expect(result.current.cursors).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs * 3);
    });
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('shows others’ operations, never sends a card it handed over back, and sends edits as operations', async () => {
    const { onRemoteCard, rerender, props } = await setup();
    const socket = latestSocket();
    joinRoom(socket);
    onRemoteCard.mockClear();
    act(() => boTypes(socket, 2, 5, ' there'));
    expect(onRemoteCard).toHaveBeenCalledWith(
      expect.objectContaining({ cardMessage: 'Hello there' }),
    );

    const remote = { ...card, cardMessage: 'Hello there' };
    rerender({ ...props, card: remote });
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(socket.types()).toEqual(['join']);

    rerender({ ...props, card: { ...remote, cardMessage: 'Hello there!' } });
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    expect(sentOps(socket)).toEqual([
      {
        seq: 1,
        op: {
          kind: 'text',
          target: { field: 'cardMessage' },
          index: 11,
          remove: 0,
          insert: '!',
          base: 'Hello there',
        },
      },
    ]);
  });

  it('retries a refused join 2 s later without claiming to be live or repeating the same error', async () => {
    const { result, toasts } = await setup();
    const first = latestSocket();
    act(() => first.open());
    act(() => first.receive({ type: 'error', message: COLLAB_ERRORS.unavailable }));
    expect(result.current.isJoined).toBe(false);
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(toasts.result.current.map((t) => t.title)).toEqual(['Collaboration Error']);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs);
    });
    const second = latestSocket();
    expect(second).not.toBe(first);
    act(() => second.open());
    act(() => second.receive({ type: 'error', message: COLLAB_ERRORS.unavailable }));
    expect(toasts.result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs);
    });
    joinRoom(latestSocket());
    expect(result.current.isJoined).toBe(true);
    expect(result.current.stopped).toBeNull();
  });

  it('throttles cursor messages to one per 50 ms, keeping the last position', async () => {
    const { result } = await setup();
    const socket = latestSocket();
    joinRoom(socket);
    act(() => {
      result.current.sendCursor({ x: 1, y: 1 });
      result.current.sendCursor({ x: 2, y: 2 });
      result.current.sendCursor({ x: 3, y: 3 });
    });
    expect(socket.sent.filter((m) => m.type === 'cursor_update')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.cursorThrottleMs);
    });
    const cursors = socket.sent.filter((m) => m.type === 'cursor_update');
    expect(cursors).toHaveLength(2);
    expect(cursors[1]).toMatchObject({ position: { x: 3, y: 3 }, name: 'Ada' });
  });

  it('shows the spec toasts for joins, leaves and errors and only logs unreadable frames', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, toasts } = await setup();
    const socket = latestSocket();
    act(() => socket.open());
    act(() => socket.receive({ type: 'client_joined', clientId: 'client-b', name: '', count: 2 }));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Collaborator Joined',
      description: 'A new collaborator',
    });
    act(() => socket.receive({ type: 'client_left', clientId: 'client-b', name: 'Bo', count: 1 }));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Collaborator Left',
      description: 'Bo left the session',
    });
    expect(result.current.collaboratorCount).toBe(1);
    act(() => socket.receive({ type: 'error', message: 'This session is locked' }));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Collaboration Error',
      description: 'This session is locked',
      variant: 'destructive',
    });
    act(() => socket.receive('not json'));
    expect(warn).toHaveBeenCalled();
    expect(toasts.result.current[0]?.title).toBe('Collaboration Error');
  });

  it('a busy page that renders handed cards late undoes nobody’s edit', async () => {
    const { onRemoteCard, rerender, props } = await setup();
    const socket = latestSocket();
    joinRoom(socket);
    // Two changes from the room arrive before the page renders either.
    act(() => {
      boTypes(socket, 2, 5, ' th');
      boTypes(socket, 3, 8, 'ere');
    });
    const [first, second] = onRemoteCard.mock.calls.map(([handed]) => handed as CardRenderData);
    rerender({ ...props, card: first! });
    rerender({ ...props, card: second! });
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(sentOps(socket)).toEqual([]);
  });

  it('keeps a person’s unacknowledged typing on screen when others’ typing arrives first', async () => {
    const { onRemoteCard, rerender, props } = await setup();
    const socket = latestSocket();
    joinRoom(socket);
    rerender({ ...props, card: { ...card, cardMessage: 'Hello!' } });
    act(() => boTypes(socket, 2, 0, 'Oh, '));
    expect(onRemoteCard).toHaveBeenLastCalledWith(
      expect.objectContaining({ cardMessage: 'Oh, Hello!' }),
    );
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    expect(sentOps(socket)).toHaveLength(1);
  });

  it('after close 4001 keeps the server’s reason on screen and turns collaboration off', async () => {
    const reason = 'This session was ended by an administrator.';
    const { result, toasts, rerender, props } = await setup();
    joinRoom(latestSocket());
    act(() => latestSocket().receive({ type: 'error', message: reason }));
    act(() => latestSocket().drop(4001));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Collaboration Error',
      description: reason,
    });
    expect(result.current.stopped).toBe('ended');
    expect(result.current.isCollaborating).toBe(false);
    expect(result.current.collaboratorCount).toBe(0);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs * 3);
    });
    expect(FakeSocket.all).toHaveLength(1);

    rerender({ ...props, enabled: false });
    rerender({ ...props, enabled: true });
    await clientFetched();
    expect(result.current.stopped).toBeNull();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('after close 4008 (too fast) backs off and reconnects instead of stopping', async () => {
    const { result } = await setup();
    joinRoom(latestSocket());
    act(() => latestSocket().drop(4008));
    expect(result.current.stopped).toBeNull();
    act(() => {
      vi.advanceTimersByTime(RATE_LIMIT_BACKOFF_MS - 1);
    });
    expect(FakeSocket.all).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('lists the room’s members from the sync with their roles, and joiners with theirs', async () => {
    const { result } = await setup();
    const socket = latestSocket();
    act(() => socket.open());
    const me = socket.sent[0]!.clientId as string;
    act(() =>
      socket.receive({
        type: 'sync',
        cardData: card,
        count: 2,
        members: [
          { clientId: me, name: 'Ada', role: 'editor' },
          { clientId: 'client-b', name: 'Bo', role: 'owner' },
        ],
      }),
    );
    expect(result.current.role).toBe('editor');
    expect(result.current.collaborators).toEqual([
      expect.objectContaining({ id: 'client-b', name: 'Bo', role: 'owner' }),
    ]);
    act(() =>
      socket.receive({
        type: 'client_joined',
        clientId: 'client-c',
        name: 'Cy',
        count: 3,
        role: 'viewer',
      }),
    );
    expect(result.current.collaborators.map((p) => [p.name, p.role])).toEqual([
      ['Bo', 'owner'],
      ['Cy', 'viewer'],
    ]);
    expect(result.current.collaboratorCount).toBe(3);
  });

  it('reports a socket that never opened as a connection error', async () => {
    const { toasts } = await setup();
    act(() => {
      latestSocket().fail();
      latestSocket().drop();
    });
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Connection Error',
      description: 'Failed to connect to collaboration server',
    });
  });
});
