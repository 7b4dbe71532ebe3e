import { useCallback, useState } from 'react';

/** The header the services' `installIdempotency` (service-kit) reads. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The key of one submission the visitor means: the same for a double click or a retry of it, so
 * the server answers them with the first result; `renew` once it succeeded, so the next
 * submission is a new one.
 */
export function useIdempotencyKey(): { headers: Record<string, string>; renew: () => void } {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { headers: { [IDEMPOTENCY_KEY_HEADER]: key }, renew };
}
