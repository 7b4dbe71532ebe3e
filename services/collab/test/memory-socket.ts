import type { ClientSocket, Frame } from '../src/socket/client-socket.js';

/** The browser's WebSocket ready states. */
const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

export interface CloseEventLike {
  code: number;
  reason: string;
  wasClean: boolean;
}

type ClientEvents = {
  open: Record<string, never>;
  message: { data: string };
  close: CloseEventLike;
  error: Record<string, never>;
};

/**
 * The client's end of an in-memory socket pair: the part of the browser's WebSocket a client
 * uses (`readyState`, `send`, `close`, `on…` handlers and `addEventListener`).
 */
export interface MemoryClientSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: ClientEvents['open']) => void) | null;
  onmessage: ((event: ClientEvents['message']) => void) | null;
  onclose: ((event: CloseEventLike) => void) | null;
  onerror: ((event: ClientEvents['error']) => void) | null;
  addEventListener<K extends keyof ClientEvents>(
    type: K,
    listener: (event: ClientEvents[K]) => void,
  ): void;
  removeEventListener<K extends keyof ClientEvents>(
    type: K,
    listener: (event: ClientEvents[K]) => void,
  ): void;
}

export interface SocketPair {
  /** Give it to the collab server: `app.collabSockets.accept(pair.server, visitor)`. */
  server: ClientSocket;
  /** Give it to a client where it would open a WebSocket. */
  client: MemoryClientSocket;
}

/**
 * Two connected socket ends in memory: no network, no timers. Each frame and the close are
 * delivered in the order sent, each in its own microtask, so what a test sees does not depend on
 * the machine's speed. The client end opens in the first microtask after creation.
 */
export function createSocketPair(): SocketPair {
  let state = CONNECTING;
  /** Bytes the server sent that the client has not been handed yet. */
  let inFlight = 0;
  const serverMessageHandlers: ((frame: Frame, isBinary: boolean) => void)[] = [];
  const serverCloseHandlers: (() => void)[] = [];
  const listeners = new Map<keyof ClientEvents, Set<(event: never) => void>>();

  const emit = <K extends keyof ClientEvents>(type: K, event: ClientEvents[K]) => {
    const handler = client[`on${type}`] as ((e: ClientEvents[K]) => void) | null;
    handler?.(event);
    for (const listener of listeners.get(type) ?? [])
      (listener as (e: ClientEvents[K]) => void)(event);
  };

  /** Both ends learn of the close once, in the order of everything sent before it. */
  const closeBoth = (code: number, reason: string) => {
    if (state === CLOSED) return;
    state = CLOSED;
    queueMicrotask(() => {
      emit('close', { code, reason, wasClean: true });
      for (const handler of serverCloseHandlers) handler();
    });
  };

  const client: MemoryClientSocket = {
    get readyState() {
      return state;
    },
    send(text) {
      if (state !== OPEN) throw new Error('the socket is not open');
      queueMicrotask(() => {
        for (const handler of serverMessageHandlers) handler(Buffer.from(text), false);
      });
    },
    close(code = 1000, reason = '') {
      closeBoth(code, reason);
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener as (event: never) => void);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener as (event: never) => void);
    },
  };

  const server: ClientSocket = {
    get open() {
      return state === OPEN;
    },
    get bufferedAmount() {
      return inFlight;
    },
    send(text) {
      if (state !== OPEN) return;
      const data = text.toString();
      inFlight += Buffer.byteLength(data);
      // Sent while open, so delivered even if a close follows it (an error before 4008, say).
      queueMicrotask(() => {
        inFlight -= Buffer.byteLength(data);
        emit('message', { data });
      });
    },
    close(code, reason) {
      closeBoth(code, reason);
    },
    onMessage(handler) {
      serverMessageHandlers.push(handler);
    },
    onClose(handler) {
      serverCloseHandlers.push(handler);
    },
  };

  queueMicrotask(() => {
    if (state !== CONNECTING) return;
    state = OPEN;
    emit('open', {});
  });
  return { server, client };
}
