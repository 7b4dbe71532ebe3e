import { AI_MESSAGES } from '@cardsmith/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newVisitor } from './helpers.js';

const payload = { occasion: 'birthday', relationship: 'friend', tone: 'witty' };

describe('per-visitor rate limit', () => {
  const harness = createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '3' });
  beforeAll(() => harness.app.ready());
  afterAll(() => harness.close());

  it('answers 429 with a clear sentence past the limit, per visitor, on every route', async () => {
    const visitor = newVisitor();
    const call = (url: string, body: object, headers = visitor.headers) =>
      harness.app.inject({ method: 'POST', url, payload: body, headers });
    for (let i = 0; i < 3; i++) {
      expect((await call('/api/ai/generate-message', payload)).statusCode).toBe(200);
    }
    const limited = await call('/api/ai/generate-message', payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'rate_limited',
      message: AI_MESSAGES.rateLimited,
    });
    const legacy = await call('/api/generateMessage', { prompt: 'Write a note' });
    expect(legacy.statusCode).toBe(429);
    expect(legacy.json().error).toBe(AI_MESSAGES.rateLimited);
    expect((await call('/api/ai/surprise-card', {})).statusCode).toBe(429);

    const someoneElse = await call('/api/ai/generate-message', payload, newVisitor().headers);
    expect(someoneElse.statusCode).toBe(200);
  });
});

const generateFor =
  (harness: ReturnType<typeof createTestApp>, visitor = newVisitor()) =>
  () =>
    harness.app.inject({
      method: 'POST',
      url: '/api/ai/generate-message',
      payload,
      headers: visitor.headers,
    });

describe('free plan monthly message quota', () => {
  const harness = createTestApp({
    AI_FREE_QUOTA_ENABLED: 'true',
    AI_FREE_MONTHLY_MESSAGE_QUOTA: '2',
  });
  beforeAll(() => harness.app.ready());
  afterAll(() => harness.close());

  it('counts successful messages this month from the generation log', async () => {
    const visitor = newVisitor();
    const call = generateFor(harness, visitor);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const over = await call();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: AI_MESSAGES.monthlyQuotaReached });
    // Last month's messages no longer count.
    await sql`update ai.generation set created_at = now() - interval '40 days' where visitor_id = ${visitor.id}`.execute(
      harness.db,
    );
    expect((await call()).statusCode).toBe(200);
  });
});

describe('free plan monthly message quota, off by default', () => {
  const harness = createTestApp({ AI_FREE_MONTHLY_MESSAGE_QUOTA: '1' });
  beforeAll(() => harness.app.ready());
  afterAll(() => harness.close());

  it('does not count messages unless AI_FREE_QUOTA_ENABLED is set', async () => {
    const call = generateFor(harness);
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
  });
});
