import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BaseEnvSchema, ConfigError, loadConfig } from './config.js';

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
});
