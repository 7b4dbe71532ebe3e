import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a refused client may go on sending before its connection is cut (nginx's default). */
export const LINGER_MS = 5_000;

const answered = new WeakSet<Duplex>();

/** The answer to each parser error Fastify's own handler names; any other is a 400. */
const REFUSALS: ReadonlyMap<string | undefined, { status: number; message: string }> = new Map([
  ['HPE_HEADER_OVERFLOW', { status: 431, message: 'Exceeded maximum allowed HTTP header size' }],
  ['ERR_HTTP_REQUEST_TIMEOUT', { status: 408, message: 'Client Timeout' }],
]);
const OTHER_REFUSAL = { status: 400, message: 'Client Error' };

/**
 * Fastify's answer to a request Node's parser refuses (a request line or headers over 16 KB:
 * 431; a request that took too long: 408; anything else it cannot parse: 400), closed the way
 * nginx closes it ("lingering close") rather than at once. Closing a socket while the client is
 * still sending (the body of the refused request) makes the kernel reset the connection, and a
 * reset can reach the client before the answer it was sent (the reason nginx lingers). So the
 * answer is sent and the gateway's side of the connection closed (FIN), what the client still
 * sends is read and dropped, and the socket is destroyed when the client closes its side or after
 * `lingerMs`.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  lingerMs = LINGER_MS,
): void {
  // A reset connection has nothing to answer; the parser reports each later chunk again.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const { status, message } = REFUSALS.get(error.code) ?? OTHER_REFUSAL;
  const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.on('end', () => socket.destroy());
  socket.resume();
  // As Node's own handler: no answer where one is already being written on this connection.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })
    ._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n\r\n${body}`,
  );
}
