import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BaseEnvSchema, ConfigError, KNOWN_DEFAULT_SECRETS, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    expect(loadConfig(BaseEnvSchema, {}).REDIS_PREFIX).toBe('cardsmith:');
  });
  it('names every bad key in one readable error', () => {
    const schema = BaseEnvSchema.extend({ OPENAI_TIMEOUT_MS: z.coerce.number().int().positive() });
    expect(() => loadConfig(schema, { DATABASE_URL: 'nope', OPENAI_TIMEOUT_MS: '-1' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(schema, { DATABASE_URL: 'nope', OPENAI_TIMEOUT_MS: '-1' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/OPENAI_TIMEOUT_MS/);
    }
  });
  it('refuses the development secret in production', () => {
    expect(() => loadConfig(BaseEnvSchema, { NODE_ENV: 'production' })).toThrow(/INTERNAL_SECRET/);
  });
  it.each(KNOWN_DEFAULT_SECRETS)('refuses the published default %s in production', (secret) => {
    expect(() =>
      loadConfig(BaseEnvSchema, { NODE_ENV: 'production', INTERNAL_SECRET: secret }),
    ).toThrow(/INTERNAL_SECRET: set a secret of your own/);
  });
  it('lets an optional secret stay unset in production (its provider is off)', () => {
    const schema = BaseEnvSchema.extend({ STRIPE_WEBHOOK_SECRET: z.string().optional() });
    const secret = 'a-production-internal-secret-of-32-chars';
    expect(
      loadConfig(schema, { NODE_ENV: 'production', INTERNAL_SECRET: secret }).STRIPE_WEBHOOK_SECRET,
    ).toBeUndefined();
    expect(() =>
      loadConfig(schema, {
        NODE_ENV: 'production',
        INTERNAL_SECRET: secret,
        STRIPE_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
  it('refuses a short secret under any *_SECRET key in production', () => {
    const schema = BaseEnvSchema.extend({ COOKIE_SECRET: z.string() });
    const env = {
      NODE_ENV: 'production',
      INTERNAL_SECRET: 'x'.repeat(32),
      COOKIE_SECRET: 'y'.repeat(31),
    };
    expect(() => loadConfig(schema, env)).toThrow(/COOKIE_SECRET: use at least 32 characters/);
    expect(
      loadConfig(schema, { ...env, COOKIE_SECRET: 'y'.repeat(32) }).COOKIE_SECRET,
    ).toHaveLength(32);
  });
  it('keeps the development defaults outside production', () => {
    expect(loadConfig(BaseEnvSchema, { NODE_ENV: 'development' }).INTERNAL_SECRET).toBe(
      'cardsmith-dev-internal-secret',
    );
  });
});
