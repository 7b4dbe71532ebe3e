import { ApiRequestError, createApiClient } from '@cardsmith/contracts';

/**
 * Typed calls to our own origin; the gateway's visitor cookie rides along. `fetch` is looked up
 * on every call rather than captured once, so wrappers installed later (tests, tracing) apply.
 */
export const api = createApiClient({
  credentials: 'include',
  fetch: (input, init) => fetch(input, init),
});

/** A sentence for the user: the server's message when it sent one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return fallback;
}

/** A card link that leads nowhere: the card is gone (404) or the id is not a card id (400). */
export const isMissingCard = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * Posts a multipart form (uploads: the typed client speaks JSON only) and answers the parsed
 * JSON body; a refusal throws an ApiRequestError carrying the server's body, with `fallback` as
 * the sentence when the server sent none.
 */
export async function postForm(url: string, form: FormData, fallback: string): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = body && typeof body === 'object' && 'message' in body ? body : null;
    throw new ApiRequestError(
      response.status,
      refusal as ConstructorParameters<typeof ApiRequestError>[1],
      fallback,
    );
  }
  return body;
}
