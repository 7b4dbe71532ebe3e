import { loadConfig } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { DEV_COOKIE_SECRET, extraOrigins, GatewayEnvSchema } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', INTERNAL_SECRET: 'i'.repeat(40) };

describe('gateway config', () => {
  it('refuses the development cookie secret, an old compose default and short ones in production', () => {
    for (const secret of [DEV_COOKIE_SECRET, 'compose-cookie-secret-change-me', 'c'.repeat(31)]) {
      expect(() => loadConfig(GatewayEnvSchema, { ...PRODUCTION, COOKIE_SECRET: secret })).toThrow(
        /COOKIE_SECRET/,
      );
    }
    const config = loadConfig(GatewayEnvSchema, { ...PRODUCTION, COOKIE_SECRET: 'c'.repeat(32) });
    expect(config.COOKIE_SECRET).toHaveLength(32);
  });

  it('allows the Vite dev server’s origins by default outside production only', () => {
    const production = loadConfig(GatewayEnvSchema, {
      ...PRODUCTION,
      COOKIE_SECRET: 'c'.repeat(32),
    });
    expect(extraOrigins(production)).toEqual([]);
    expect(extraOrigins(loadConfig(GatewayEnvSchema, {}))).toContain('http://localhost:5173');
    const listed = loadConfig(GatewayEnvSchema, {
      ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443',
    });
    expect(extraOrigins(listed)).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => loadConfig(GatewayEnvSchema, { ALLOWED_ORIGINS: 'not an origin' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });
});
