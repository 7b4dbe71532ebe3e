import { COLLAB_CLOSE_CODES, COLLAB_LIMITS, type ServerMessage } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { ClientSocket } from './client-socket.js';
import { SocketChannel } from './socket-channel.js';

/** A socket that records its frames and closes, `bufferedAmount` bytes behind. */
function recordingSocket(bufferedAmount = 0) {
  const frames: (string | Buffer)[] = [];
  const closes: number[] = [];
  const socket: ClientSocket = {
    open: true,
    bufferedAmount,
    send: (text) => frames.push(text),
    close: (code) => closes.push(code),
    onMessage: () => {},
    onClose: () => {},
  };
  return { socket, frames, closes };
}

const cursor: ServerMessage = {
  type: 'cursor_update',
  clientId: 'ann',
  position: { x: 1, y: 2 },
  name: 'Ann',
  color: '#ff0000',
};

describe('SocketChannel', () => {
  it('sends a message as one JSON text frame, encoded once for every channel', () => {
    const first = recordingSocket();
    const second = recordingSocket();
    new SocketChannel(first.socket).send(cursor);
    new SocketChannel(second.socket).send(cursor);
    expect(JSON.parse(first.frames[0]!.toString())).toEqual(cursor);
    expect(second.frames[0]).toBe(first.frames[0]);
  });

  it('closes a socket too far behind instead of queueing more for it', () => {
    const { socket, frames, closes } = recordingSocket(COLLAB_LIMITS.slowConsumerBytes + 1);
    new SocketChannel(socket).send({ type: 'error', message: 'x' });
    expect(frames).toEqual([]);
    expect(closes).toEqual([COLLAB_CLOSE_CODES.slowConsumer]);
  });

  it('drops volatile messages for a socket with a backlog, and keeps it open', () => {
    const { socket, frames, closes } = recordingSocket(COLLAB_LIMITS.volatileBufferBytes + 1);
    const channel = new SocketChannel(socket);
    channel.sendVolatile(cursor);
    expect(frames).toEqual([]);
    channel.send(cursor);
    expect(frames).toHaveLength(1);
    expect(closes).toEqual([]);
  });
});
