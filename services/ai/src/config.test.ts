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
