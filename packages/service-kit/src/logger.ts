import { destination as fileDestination, pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Query parameters that grant access to whoever reads them (an edit link's `edit`, the editor's
 * `editToken`, a delivered card's `delivery`, which also marks it opened, …). Matched without
 * regard to case.
 */
export const SECRET_QUERY_PARAMS: readonly string[] = [
  'edit',
  'editToken',
  'delivery',
  'token',
  'access_token',
  'password',
  'secret',
  'signature',
];
const SECRET_NAMES = new Set(SECRET_QUERY_PARAMS.map((name) => name.toLowerCase()));
export const REDACTED = '[redacted]';

function isSecretName(encodedName: string): boolean {
  try {
    return SECRET_NAMES.has(decodeURIComponent(encodedName.replace(/\+/g, ' ')).toLowerCase());
  } catch {
    return SECRET_NAMES.has(encodedName.toLowerCase());
  }
}

/** A URL fit for a log line: the value of every secret query parameter replaced, the rest kept. */
export function redactSecretQuery(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hash = url.indexOf('#', query);
  const end = hash === -1 ? url.length : hash;
  const pairs = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretName(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}${url.slice(end)}`;
}

/**
 * Paths whose next segment is a capability: the delivery token of an email's one-click
 * unsubscribe (the same token that opens the card).
 */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/api/schedules/unsubscribe/'];

/** A path with the secret segment after each SECRET_PATH_PREFIXES entry replaced. */
export function redactSecretPath(url: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (!url.toLowerCase().startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    const end = rest.search(/[/?#]/);
    return `${url.slice(0, prefix.length)}${REDACTED}${end === -1 ? '' : rest.slice(end)}`;
  }
  return url;
}

/** A URL fit for a log line: secret path segments and query values replaced, the rest kept. */
export function redactRequestUrl(url: string): string {
  return redactSecretQuery(redactSecretPath(url));
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * What a log line says about a request (Fastify's fields), with secrets taken out of the URL.
 * It is the logger's own, so every service and the gateway log requests through it.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactRequestUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Whether a logged error is the client hanging up: Node's `aborted` (ECONNRESET) on a request
 * whose connection closed mid-body, or a stream cut short. That is the visitor's doing, not a
 * failure; a service resetting the gateway's connection says something else ("socket hang up").
 */
export function isClientHangUp(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as NodeJS.ErrnoException;
  return (
    (code === 'ECONNRESET' && error.message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

/** The error a log call carries, as `log.warn(err, msg)` or `log.warn({ err }, msg)`. */
function loggedError(first: unknown): unknown {
  if (first instanceof Error) return first;
  return typeof first === 'object' && first !== null ? (first as { err?: unknown }).err : undefined;
}

const WARN_LEVEL = 40;

/**
 * Buffered log lines go out at this size, or after LOG_FLUSH_MS, whichever comes first; sonic-boom
 * wants it below its largest write (16 KiB).
 */
const LOG_BATCH_BYTES = 16_000;
const LOG_FLUSH_MS = 1000;

/**
 * Logs to stdout unless given a destination (tests read what would be written). Lines are
 * written in batches of LOG_BATCH_BYTES, and at least every LOG_FLUSH_MS: one write per line
 * was a tenth of the gateway's CPU under load, synchronous or not, and a write per 4 KB (about
 * ten request lines) still 7% of it on the JSON row of bench/gateway. pino's destination writes
 * what is left when the process exits, on a crash too.
 */
export function createLogger(
  service: string,
  level: string,
  destination?: DestinationStream,
): Logger {
  const options = {
    name: service,
    level,
    serializers: { req: serializeRequest },
    hooks: {
      // Libraries (Fastify, the gateway's proxy) log a client that hung up as a warning or an
      // error with its stack; one info line without the stack says all there is to say.
      logMethod(
        this: Logger,
        args: unknown[],
        method: (...args: unknown[]) => void,
        level: number,
      ) {
        const error = loggedError(args[0]);
        if (level >= WARN_LEVEL && isClientHangUp(error)) {
          const message = typeof args[1] === 'string' ? args[1] : (error as Error).message;
          this.info(
            { clientHangUp: (error as Error).message },
            `client closed the connection (${message})`,
          );
          return;
        }
        method.apply(this, args);
      },
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-visitor-signature"]',
      ],
      remove: true,
    },
    // `npm start` asks for readable lines on a terminal; containers keep JSON for log shippers.
    ...(process.env.LOG_PRETTY === '1'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  };
  if (destination) return pino(options, destination);
  if ('transport' in options) return pino(options);
  const stdout = fileDestination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  return pino(options, stdout);
}
