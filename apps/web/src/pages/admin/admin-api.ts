import { ApiRequestError } from '@cardsmith/contracts';

/** Every admin query's key starts here, so a sign-out or an action can reach them all. */
export const ADMIN_KEY = '/api/admin';
export const adminSessionKey = [ADMIN_KEY, 'session'] as const;
export const adminCollabKey = [ADMIN_KEY, 'collab'] as const;

/** An admin call answered 401: the session ended (expired, signed out elsewhere). */
export const isSignedOut = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401;
export const adminOrdersKey = [ADMIN_KEY, 'orders'] as const;
