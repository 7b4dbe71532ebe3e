import { ApiRequestError, createApiClient } from '@cardsmith/contracts';

/**
 * Calls the sharing routes of the contracts on this origin, with the visitor's cookie. fetch is
 * looked up per call, so whatever the page's fetch is at that moment (tests stub it) is used.
 */
export const callApi = createApiClient({
  credentials: 'include',
  fetch: (input, init) => fetch(input, init),
});

/** A sentence for the user: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return fallback;
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;
