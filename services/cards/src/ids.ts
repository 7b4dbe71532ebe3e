import { randomBytes } from 'node:crypto';

/** 22 base64url characters (128 random bits): unguessable, and valid as a card or frame id. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}
