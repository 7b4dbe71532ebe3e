import { FREE_PLAN } from '@cardsmith/contracts';
import { loadConfig } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { AiEnvSchema } from './config.js';

const load = (env: Record<string, string>) =>
  loadConfig(AiEnvSchema, { INTERNAL_SECRET: 'x'.repeat(32), ...env });

describe('free plan quota settings', () => {
  it("records the free plan's allowance but leaves it off by default", () => {
    const config = load({});
    expect(config.AI_FREE_QUOTA_ENABLED).toBe(false);
    expect(config.AI_FREE_MONTHLY_MESSAGE_QUOTA).toBe(FREE_PLAN.monthlyAiMessages);
    expect(FREE_PLAN.monthlyAiMessages).toBe(5);
  });

  it('reads the switch and a different allowance from the environment', () => {
    const config = load({ AI_FREE_QUOTA_ENABLED: 'true', AI_FREE_MONTHLY_MESSAGE_QUOTA: '12' });
    expect(config.AI_FREE_QUOTA_ENABLED).toBe(true);
    expect(config.AI_FREE_MONTHLY_MESSAGE_QUOTA).toBe(12);
    expect(load({ AI_FREE_QUOTA_ENABLED: 'false' }).AI_FREE_QUOTA_ENABLED).toBe(false);
    expect(load({ AI_FREE_QUOTA_ENABLED: '' }).AI_FREE_QUOTA_ENABLED).toBe(false);
  });

  it('rejects an allowance of zero and a switch it cannot read', () => {
    expect(() => load({ AI_FREE_MONTHLY_MESSAGE_QUOTA: '0' })).toThrow(
      /AI_FREE_MONTHLY_MESSAGE_QUOTA/,
    );
    expect(() => load({ AI_FREE_QUOTA_ENABLED: 'maybe' })).toThrow(/AI_FREE_QUOTA_ENABLED/);
  });
});

describe('blank variables', () => {
  const ALL = [
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OPENAI_TEXT_MODEL',
    'OPENAI_IMAGE_MODEL',
    'OPENAI_TIMEOUT_MS',
    'MEDIA_URL',
    'AI_RATE_LIMIT_PER_MINUTE',
    'AI_FREE_QUOTA_ENABLED',
    'AI_FREE_MONTHLY_MESSAGE_QUOTA',
  ] as const;

  it('count as unset, as docker-compose passes `${VAR:-}` for every one', () => {
    const blank = load(Object.fromEntries(ALL.map((name) => [name, ''])));
    const unset = load({});
    for (const name of ALL) expect(blank[name], name).toEqual(unset[name]);
    expect(load({ OPENAI_TEXT_MODEL: '  ' }).OPENAI_TEXT_MODEL).toBe('gpt-4o-mini');
  });

  it('do not hide a value that is set', () => {
    const config = load({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_TEXT_MODEL: 'gpt-4.1',
      OPENAI_IMAGE_MODEL: 'dall-e-3',
      OPENAI_TIMEOUT_MS: '5000',
      AI_RATE_LIMIT_PER_MINUTE: '7',
    });
    expect(config).toMatchObject({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_TEXT_MODEL: 'gpt-4.1',
      OPENAI_IMAGE_MODEL: 'dall-e-3',
      OPENAI_TIMEOUT_MS: 5000,
      AI_RATE_LIMIT_PER_MINUTE: 7,
    });
  });
});
