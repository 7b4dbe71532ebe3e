import { vi } from 'vitest';

/**
 * A WebSocket that never connects: pages that turn collaboration on open one, and no server is
 * here. Tests read the URL it was opened with and can play the server closing it via `onclose`.
 */
export class IdleSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = IdleSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {}

  /** Nothing goes out: the socket never opens. */
  send() {}

  close() {
    this.readyState = IdleSocket.CLOSED;
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
