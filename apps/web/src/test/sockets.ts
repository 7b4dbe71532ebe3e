import { vi } from 'vitest';

type Listener = (event: never) => void;

/** The event surface of a WebSocket that the collaboration client listens on, for test sockets. */
export class ListenedSocket {
  private readonly listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  protected emit(type: 'open' | 'message' | 'close' | 'error', event?: object): void {
    for (const listener of this.listeners.get(type) ?? [])
      (listener as (e?: object) => void)(event);
  }
}

/**
 * A WebSocket that never connects: pages that turn collaboration on open one, and no server is
 * here. Tests read the URL it was opened with and can play the server closing it.
 */
export class IdleSocket extends ListenedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = IdleSocket.CONNECTING;

  constructor(readonly url: string) {
    super();
  }

  /** Nothing goes out: the socket never opens. */
  send() {}

  close() {
    this.readyState = IdleSocket.CLOSED;
  }

  /** The server closes the connection with `code`. */
  serverCloses(code: number) {
    this.readyState = IdleSocket.CLOSED;
    this.emit('close', { code });
  }
}

/**
 * Stands IdleSocket in for WebSocket until `vi.unstubAllGlobals()`. The returned list fills as the
 * page opens sockets, newest last.
 */
export function stubIdleSockets(): IdleSocket[] {
  const sockets: IdleSocket[] = [];
  vi.stubGlobal(
    'WebSocket',
    class extends IdleSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
  return sockets;
}
