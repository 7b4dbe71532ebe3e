import { timingSafeEqual } from 'node:crypto';
import {
  createApiClient,
  INTERNAL_SECRET_HEADER,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@cardsmith/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { traceHeaders } from './tracing.js';
import { assertNoOpenTransaction } from './transaction.js';

/** Guards /internal routes: only a caller holding INTERNAL_SECRET (another service) gets through. */
export function requireInternalCaller(request: FastifyRequest, secret: string): void {
  const given = request.headers[INTERNAL_SECRET_HEADER];
  const expected = Buffer.from(secret);
  const ok =
    typeof given === 'string' &&
    Buffer.byteLength(given) === expected.length &&
    timingSafeEqual(Buffer.from(given), expected);
  if (!ok) throw new HttpError(403, 'forbidden', 'This route is for Cardsmith services only.');
}

export function internalHeaders(secret: string): Record<string, string> {
  return { [INTERNAL_SECRET_HEADER]: secret };
}

/** A call to another service's routes: typed by the contract, checked against its schema. */
export type InternalCall = <T extends RouteDef>(
  route: T,
  input: RouteInput<T>,
) => Promise<RouteOutput<T>>;

/**
 * The one way a service calls another's /internal routes: the internal secret on every request,
 * answers validated by the route's schema, and a time limit so a hung peer fails the call. It
 * refuses to run inside a database transaction (see `inTransaction`).
 */
export function createInternalClient(
  baseUrl: string,
  secret: string,
  options: { timeoutMs?: number } = {},
): InternalCall {
  const timeoutMs = options.timeoutMs ?? 5000;
  const call = createApiClient({
    baseUrl,
    headers: internalHeaders(secret),
    validate: true,
    credentials: 'omit',
  });
  return async (route, input) => {
    assertNoOpenTransaction(`The internal call ${route.method} ${baseUrl}${route.path}`);
    return call(route, input, { signal: AbortSignal.timeout(timeoutMs), headers: traceHeaders() });
  };
}
