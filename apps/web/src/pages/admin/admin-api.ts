import { ApiRequestError } from '@cardsmith/contracts';

export const adminSessionKey = ['/api/admin/session'] as const;

/** An admin call answered 401: the session ended (expired, signed out elsewhere). */
export const isSignedOut = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401;
