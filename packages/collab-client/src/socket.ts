/**
 * The part of a WebSocket the client uses. A browser `WebSocket` satisfies it as it is; tests and
 * in-process servers hand in their own (see `@cardsmith/collab-client/testing`).
 */
export interface CollabSocket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

/** Opens a socket to the collaboration channel at `url`. */
export type OpenSocket = (url: string) => CollabSocket;
