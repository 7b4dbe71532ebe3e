/** One frame as a socket delivers it: text, or the bytes of a text or binary frame. */
export type Frame = string | Buffer | ArrayBuffer | Buffer[];

/**
 * What the server needs of a client's socket, whatever carries it: the `ws` socket behind `/ws`,
 * or one end of an in-memory pair in tests (the server can then be driven without a network).
 */
export interface ClientSocket {
  /** Whether frames can still be sent. */
  readonly open: boolean;
  /** Bytes sent that the client has not taken yet: how far behind it is. */
  readonly bufferedAmount: number;
  /** Sends one text frame. */
  send(text: string | Buffer): void;
  /** Closes the socket; does nothing once it is closed. */
  close(code: number, reason: string): void;
  onMessage(handler: (frame: Frame, isBinary: boolean) => void): void;
  onClose(handler: () => void): void;
}
