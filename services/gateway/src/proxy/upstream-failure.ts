import { HttpError } from '@cardsmith/service-kit';
import { pathOf, type Upstream } from '../routing/routing-table.js';
import { BodyLimitExceeded, payloadTooLarge } from './body-limit.js';

/** What the gateway's own error answers read of the request they answer. */
export interface AnsweredRequest {
  method: string;
  url: string;
}

/**
 * The fields beside the uniform body that the web reads on the two legacy AI routes
 * (ARCHITECTURE §2): `error` on POST /api/generateMessage, `success: false` on /api/ai/*. The ai
 * service adds them to its own errors; these are for the answers the gateway gives itself.
 */
export function legacyErrorFields(request: AnsweredRequest, message: string) {
  const path = pathOf(request.url);
  if (request.method.toUpperCase() === 'POST' && path === '/api/generateMessage') {
    return { error: message };
  }
  if (path === '/api/ai' || path.startsWith('/api/ai/')) return { success: false };
  return {};
}

/** An error the gateway answers itself, carrying the legacy fields its route's client reads. */
export function answerFor(request: AnsweredRequest, error: HttpError): HttpError {
  const extra = { ...error.extra, ...legacyErrorFields(request, error.message) };
  return new HttpError(error.statusCode, error.code, error.message, error.issues, extra);
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 10) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function serviceUnavailable(service: Upstream): HttpError {
  return new HttpError(
    503,
    'service_unavailable',
    `The ${service} service is not available right now. Please try again in a moment.`,
  );
}

/**
 * What the visitor hears when forwarding failed before an answer came back: the body they sent
 * was too large, or the service is down, restarting or too slow, which all read the same to them.
 */
export function upstreamFailure(
  request: AnsweredRequest,
  service: Upstream,
  error: unknown,
): HttpError {
  const failure = causes(error).some((e) => e instanceof BodyLimitExceeded)
    ? payloadTooLarge()
    : serviceUnavailable(service);
  return answerFor(request, failure);
}
