import { createApiClient } from '@cardsmith/contracts';

/**
 * Typed calls to our own origin; the gateway's visitor cookie rides along. `fetch` is looked up
 * on every call rather than captured once, so wrappers installed later (tests, tracing) apply.
 */
export const api = createApiClient({
  credentials: 'include',
  fetch: (input, init) => fetch(input, init),
});
