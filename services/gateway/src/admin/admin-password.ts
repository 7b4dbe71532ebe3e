import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: BinaryLike,
  salt: BinaryLike,
  keyLength: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;
/** `scrypt:<salt>:<key>`, both base64url: what `hashAdminPassword` writes for ADMIN_PASSWORD_HASH. */
const HASH_FORMAT = /^scrypt:([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{40,})$/;

export interface AdminPassword {
  /** Whether `candidate` is the admin password; takes scrypt's time whatever the answer. */
  verify(candidate: string): Promise<boolean>;
}

export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

export function isAdminPasswordHash(value: string): boolean {
  return HASH_FORMAT.test(value);
}

/** The password a hash (see `hashAdminPassword`) was made from. */
export function passwordFromHash(hash: string): AdminPassword {
  const match = HASH_FORMAT.exec(hash);
  if (!match) throw new Error('ADMIN_PASSWORD_HASH is not of the form scrypt:<salt>:<key>.');
  const salt = Buffer.from(match[1]!, 'base64url');
  const key = Buffer.from(match[2]!, 'base64url');
  return {
    async verify(candidate) {
      const tried = await scryptAsync(candidate, salt, key.length);
      return timingSafeEqual(tried, key);
    },
  };
}

/** A plain password, kept only as its hash in memory. */
export async function passwordFromPlain(password: string): Promise<AdminPassword> {
  return passwordFromHash(await hashAdminPassword(password));
}

/** A password for one development run, when none is configured: printed once at start. */
export function generateAdminPassword(): string {
  return randomBytes(15).toString('base64url');
}
