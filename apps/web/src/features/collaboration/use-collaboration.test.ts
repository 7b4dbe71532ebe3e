import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS, type CardRenderData } from '@cardsmith/contracts';
import { useToasts } from '../../components/ui/toast-store.js';
import {
  useCollaboration,
  UPDATE_DEBOUNCE_MS,
  type CollaborationOptions,
} from './use-collaboration.js';

/** A socket that records what the hook sends and lets the test play the server. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1000 });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object | string) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
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

function setup(overrides: Partial<CollaborationOptions> = {}) {
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
  return { ...hook, props: initial, onRemoteCard, toasts };
}

const latestSocket = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useCollaboration', () => {
  it('connects to /ws on this host and joins with the card once the socket opens', () => {
    const { result } = setup({ editToken: 'tok en' });
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

  it('reconnects exactly 2 s after a close while still enabled', () => {
    const { result, toasts } = setup();
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

  it('does not reconnect after an administrator ended the session', () => {
    setup();
    act(() => latestSocket().open());
    act(() => latestSocket().drop(4001));
    act(() => {
      vi.advanceTimersByTime(TIMINGS.reconnectMs * 3);
    });
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('switching off sends leave, clears count and cursors, and never reconnects', () => {
    const { result, rerender, props } = setup();
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

  it('applies sync and others’ updates, ignores its own, and does not echo them back', () => {
    const { result, onRemoteCard, rerender, props } = setup();
    const socket = latestSocket();
    act(() => socket.open());
    const remote = { ...card, cardMessage: 'From Bo' };
    act(() =>
      socket.receive({ type: 'update', clientId: result.current.clientId, cardData: remote }),
    );
    expect(onRemoteCard).not.toHaveBeenCalled();
    act(() => socket.receive({ type: 'update', clientId: 'client-b', cardData: remote }));
    expect(onRemoteCard).toHaveBeenCalledWith(expect.objectContaining({ cardMessage: 'From Bo' }));

    rerender({ ...props, card: remote });
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(socket.types()).toEqual(['join']);

    rerender({ ...props, card: { ...remote, cardMessage: 'Mine' } });
    act(() => {
      vi.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    expect(socket.sent.at(-1)).toMatchObject({
      type: 'update',
      cardData: { cardMessage: 'Mine' },
    });
  });

  it('throttles cursor messages to one per 50 ms, keeping the last position', () => {
    const { result } = setup();
    const socket = latestSocket();
    act(() => socket.open());
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

  it('shows the spec toasts for joins, leaves and errors and only logs unreadable frames', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, toasts } = setup();
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

  it('reports a socket that never opened as a connection error', () => {
    const { toasts } = setup();
    act(() => {
      latestSocket().onerror?.();
      latestSocket().drop();
    });
    expect(toasts.result.current[0]).toMatchObject({
      title: 'Connection Error',
      description: 'Failed to connect to collaboration server',
    });
  });
});
