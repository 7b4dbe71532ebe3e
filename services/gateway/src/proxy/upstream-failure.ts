import { HttpError } from '@cardsmith/service-kit';
import type { Upstream } from '../routing/routing-table.js';
import { BodyLimitExceeded, payloadTooLarge } from './body-limit.js';
import { answerFor, type AnsweredRequest } from './own-answer.js';

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
  const exceeded = causes(error).find((e) => e instanceof BodyLimitExceeded);
  const failure = exceeded ? payloadTooLarge(exceeded.limit) : serviceUnavailable(service);
  return answerFor(request, failure);
}
