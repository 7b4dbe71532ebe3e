import { AI_MESSAGES } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReply, serverError, startFakeOpenAi } from './fake-openai.js';
import { createTestApp, newVisitor } from './helpers.js';

describe('with OPENAI_API_KEY set', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let harness: ReturnType<typeof createTestApp>;
  const replies = [chatReply('Wishing you the brightest year yet!'), serverError, serverError];
  beforeAll(async () => {
    fake = await startFakeOpenAi(replies);
    harness = createTestApp({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TEXT_MODEL: 'gpt-test',
    });
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
  });

  it('answers with the OpenAI text and says so', async () => {
    const visitor = newVisitor();
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/ai/generate-message',
      payload: { occasion: 'birthday', relationship: 'boss', tone: 'professional' },
      headers: visitor.headers,
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Wishing you the brightest year yet!',
      provider: 'openai',
    });
    expect(fake.requests[0]!.body.model).toBe('gpt-test');
  });

  it('maps a failing provider to the spec sentence, never the raw error, and logs it', async () => {
    const visitor = newVisitor();
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/generateMessage',
      payload: { prompt: 'Write a heartfelt birthday message for my friend' },
      headers: visitor.headers,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: AI_MESSAGES.messageFailed,
      code: 'service_unavailable',
      message: AI_MESSAGES.messageFailed,
    });
    expect(res.body).not.toContain('boom');
    const rows = await harness.db
      .selectFrom('generation')
      .selectAll()
      .where('visitor_id', '=', visitor.id)
      .execute();
    expect(rows).toMatchObject([
      { kind: 'message', provider: 'openai', success: false, error_code: 'upstream' },
    ]);
  });
});
