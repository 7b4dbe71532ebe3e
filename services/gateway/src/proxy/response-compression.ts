import { createRequire } from 'node:module';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * The gateway's answer compression as @fastify/compress applies it to the ordinary route (app.ts
 * registers it with these encodings and the plugin's defaults), for the API fast path to give the
 * same answers; test/api-fast-path.int.test.ts compares the two.
 */
const COMPRESSION_ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

export type Encoding = (typeof COMPRESSION_ENCODINGS)[number];
type HeaderValue = string | number | string[];

/** The plugin's defaults: a whole answer below this is sent as it is. */
const THRESHOLD_BYTES = 1024;
/** The plugin's Brotli quality (11 costs far more CPU for little). Gzip keeps zlib's default. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Bytes the plugin peeks at to recognise a body that is already gzip or deflate. */
const PEEK_BYTES = 10;
/**
 * Up to this size an answer is compressed on the event loop (no stream, no thread hop); larger
 * ones in libuv's pool. The plugin's own choice on this machine's two cores.
 */
const SYNC_COMPRESS_BYTES = 8 * 1024;

const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
const mimeDb = createRequire(import.meta.url)('mime-db') as Record<
  string,
  { compressible?: boolean } | undefined
>;

/** The plugin's test of a Content-Type (absent: JSON). */
function compressibleType(type: string): boolean {
  if (COMPRESSIBLE_TYPES.test(type)) return true;
  return mimeDb[type.split(';', 1)[0]!.trim().toLowerCase()]?.compressible === true;
}

/**
 * The encoding a client's Accept-Encoding asks for among ours, read as the plugin reads it (with
 * the negotiator it uses): `*` and `x-gzip` count as gzip. Null: none, the answer goes as it is.
 */
export function negotiatedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  return negotiate(
    acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'),
    COMPRESSION_ENCODINGS,
  );
}

/**
 * The encoding an answer is sent in, or null: the plugin leaves alone answers the service
 * encoded itself, partial content (its ranges count unencoded bytes), types not worth it, and
 * requests with `x-no-compression`.
 */
export function answerEncoding(
  requested: Encoding | null,
  noCompression: boolean,
  statusCode: number,
  headers: Readonly<Record<string, HeaderValue | undefined>>,
): Encoding | null {
  const own = headers['content-encoding'];
  if (requested === null || noCompression || statusCode === 206) return null;
  if ((own !== undefined && own !== 'identity') || headers['content-range'] !== undefined) {
    return null;
  }
  return compressibleType(String(headers['content-type'] ?? 'application/json')) ? requested : null;
}

/** Whether a whole body is too small to compress (the plugin's threshold for buffered answers). */
export const belowThreshold = (body: Buffer) => body.length < THRESHOLD_BYTES;

/**
 * Whether a service's answer, by its Content-Length, is below the threshold: both routes then
 * read it whole and send it as it is, as the plugin does any buffered answer that small. The
 * plugin alone would compress it, since it cannot see a stream's size: Brotli on a 300-byte
 * JSON answer saved ~90 bytes for a fifth of the gateway's busy time (bench/gateway's JSON row).
 */
export function isSmallAnswer(contentLength: HeaderValue | undefined): boolean {
  const length = Number(contentLength);
  return Number.isInteger(length) && length >= 0 && length < THRESHOLD_BYTES;
}

/** The plugin's Vary: `accept-encoding` added unless a value already names it. */
export function varyWithEncoding(vary: HeaderValue | undefined): string {
  if (vary === undefined) return 'accept-encoding';
  const values = [vary].flat().map(String);
  return values.some((value) => value.includes('accept-encoding'))
    ? values.join(', ')
    : [...values, 'accept-encoding'].join(', ');
}

/** A body that starts as gzip or deflate data: the plugin passes it on unencoded again. */
function alreadyCompressed(head: Buffer): boolean {
  const gzip = head.length > 2 && head[0] === 0x1f && head[1] === 0x8b && head[2] === 0x08;
  const deflate =
    head.length > 1 &&
    (head[0]! & 0x0f) === 0x08 &&
    (head[0]! & 0x80) === 0 &&
    ((head[0]! << 8) + head[1]!) % 31 === 0;
  return gzip || deflate;
}

const encoderOf = (encoding: Encoding) =>
  encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip();

/** A whole body in the encoding (as it is when already compressed); `done` gets the bytes. */
export function encodeWhole(
  body: Buffer,
  encoding: Encoding,
  done: (error: Error | null, encoded: Buffer) => void,
): void {
  if (alreadyCompressed(body.subarray(0, PEEK_BYTES))) {
    done(null, body);
    return;
  }
  // The plugin's quality, told the size: Brotli then sets up a window to fit, which made a small
  // answer's compression about a third cheaper (bench/gateway's JSON row).
  const brotli = {
    params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  if (body.length <= SYNC_COMPRESS_BYTES) {
    let encoded: Buffer;
    try {
      encoded = encoding === 'br' ? zlib.brotliCompressSync(body, brotli) : zlib.gzipSync(body);
    } catch (error) {
      done(error as Error, body);
      return;
    }
    done(null, encoded);
    return;
  }
  if (encoding === 'br') zlib.brotliCompress(body, brotli, done);
  else zlib.gzip(body, done);
}

/** A streamed body in the encoding, its first bytes looked at as the plugin does. */
export function encodeStream(body: Readable, encoding: Encoding): Readable {
  return Readable.from(encodedChunks(body, encoding));
}

async function* encodedChunks(body: Readable, encoding: Encoding): AsyncGenerator<Buffer> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const head: Buffer[] = [];
    let size = 0;
    while (size < PEEK_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
    }
    const start = Buffer.concat(head);
    async function* whole(): AsyncGenerator<Buffer> {
      yield start;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    if (alreadyCompressed(start.subarray(0, PEEK_BYTES))) {
      yield* whole();
      return;
    }
    const encoder = encoderOf(encoding);
    // An error on either side destroys the encoder, which ends the loop below with that error.
    pipeline(Readable.from(whole()), encoder, () => {});
    yield* encoder as AsyncIterable<Buffer>;
  } finally {
    // A client gone before the end: the service's answer is not read further.
    if (!body.readableEnded) body.destroy();
  }
}
