import { describe, expect, it } from 'vitest';
import {
  generateAdminPassword,
  hashAdminPassword,
  isAdminPasswordHash,
  passwordFromHash,
  passwordFromPlain,
} from './admin-password.js';

describe('admin password', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const hash = await hashAdminPassword('correct horse battery staple');
    expect(isAdminPasswordHash(hash)).toBe(true);
    const password = passwordFromHash(hash);
    expect(await password.verify('correct horse battery staple')).toBe(true);
    expect(await password.verify('correct horse battery stapler')).toBe(false);
    expect(await password.verify('')).toBe(false);
  });

  it('keeps a plain password as a hash', async () => {
    const password = await passwordFromPlain('open sesame');
    expect(await password.verify('open sesame')).toBe(true);
    expect(await password.verify('OPEN SESAME')).toBe(false);
  });

  it('refuses a hash of another form', () => {
    expect(() => passwordFromHash('sha1:abc')).toThrow(/scrypt:<salt>:<key>/);
  });

  it('generates a different 20-character password each time', () => {
    const a = generateAdminPassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(generateAdminPassword()).not.toBe(a);
  });
});
