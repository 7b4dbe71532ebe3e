import { AI_MESSAGES } from '@cardsmith/contracts';
import { metricsServiceLabels } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newVisitor } from './helpers.js';

const harness = createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '100' });
const { app, db } = harness;
beforeAll(() => app.ready());
afterAll(() => harness.close());

const generate = (payload: unknown, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/ai/generate-message',
    payload: payload as object,
    headers,
  });

describe('POST /api/ai/generate-message', () => {
  it('answers success, message and the offline provider', async () => {
    const visitor = newVisitor();
    const res = await generate(
      { occasion: 'birthday', relationship: 'friend', tone: 'funny', details: 'she loves cats' },
      visitor.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, provider: 'offline' });
    expect(body.message).toMatch(/[a-z] cats\b/);
    expect(body.message).not.toMatch(/She loves cats/i);
  });

  it('gives three different messages to three calls of one request, as the web makes them', async () => {
    const visitor = newVisitor();
    const payload = {
      occasion: 'sympathy',
      relationship: 'neighbor',
      tone: 'heartfelt',
      details: '',
    };
    const messages = [];
    for (let i = 0; i < 3; i++)
      messages.push((await generate(payload, visitor.headers)).json().message);
    expect(new Set(messages).size).toBe(3);
  });

  it('defaults the tone to heartfelt and accepts the AI page lists', async () => {
    const visitor = newVisitor();
    const res = await generate(
      { occasion: 'get-well', relationship: 'partner', tone: 'casual' },
      visitor.headers,
    );
    expect(res.statusCode).toBe(200);
    const noTone = await generate(
      { occasion: 'wedding', relationship: 'family', details: null },
      visitor.headers,
    );
    expect(noTone.statusCode).toBe(200);
  });

  it.each([
    [{ relationship: 'friend' }, AI_MESSAGES.occasionRequired],
    [{ occasion: '', relationship: 'friend' }, AI_MESSAGES.occasionRequired],
    [{ occasion: 'birthday' }, AI_MESSAGES.relationshipRequired],
    [{ occasion: 'birthday', relationship: '' }, AI_MESSAGES.relationshipRequired],
    [
      { occasion: 'birthday', relationship: 'friend', details: 'x'.repeat(501) },
      'Please keep the details under 500 characters.',
    ],
  ])(
    'rejects %j with the spec sentence, success false and the uniform body',
    async (payload, message) => {
      const res = await generate(payload, newVisitor().headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed', message });
    },
  );

  it.each([
    [
      'occasion',
      { occasion: 'moon-landing', relationship: 'friend' },
      'Choose one of: birthday, anniversary, wedding, graduation, congratulations, sympathy, thank-you, holiday, new-baby, retirement, get-well, new-home, mothers-day, fathers-day, valentines-day, other.',
    ],
    [
      'relationship',
      { occasion: 'birthday', relationship: 'pen-pal' },
      'Choose one of: family, spouse, friend, colleague, boss, client, teacher, student, neighbor, acquaintance, other, partner.',
    ],
    [
      'tone',
      { occasion: 'birthday', relationship: 'friend', tone: 'angry' },
      'Choose one of: heartfelt, funny, poetic, inspirational, romantic, witty, religious, professional, playful, nostalgic, formal, casual.',
    ],
  ])('names the accepted values of %s', async (path, payload, message) => {
    const res = await generate(payload, newVisitor().headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message,
      issues: [{ path, message }],
    });
  });

  it('rejects values outside the lists and non-JSON without a 500', async () => {
    const bad = await generate(
      { occasion: 'moon-landing', relationship: 'friend', tone: 'angry' },
      newVisitor().headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(['occasion', 'tone']);
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/ai/generate-message',
      payload: '{"occasion":',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ success: false, code: 'invalid_json' });
  });

  it('logs every generation with kind, provider, latency, visitor and success', async () => {
    const visitor = newVisitor();
    await generate(
      { occasion: 'holiday', relationship: 'client', tone: 'professional' },
      visitor.headers,
    );
    const rows = await db
      .selectFrom('generation')
      .selectAll()
      .where('visitor_id', '=', visitor.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'message',
      provider: 'offline',
      success: true,
      error_code: null,
    });
    expect(rows[0]!.latency_ms).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });
});

describe('POST /api/generateMessage', () => {
  it("reads the web's prompt shape and answers { message }", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generateMessage',
      payload: {
        prompt:
          'Write a formal thank-you message for my colleague. Additional details: covering my shifts in May',
      },
      headers: newVisitor().headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().provider).toBe('offline');
    expect(res.json().message).toContain('covering my shifts in May');
  });

  it('answers a free-form prompt with a warm message that reflects it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generateMessage',
      payload: { prompt: 'a note for Priya who is starting her first teaching job' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^(Dear|Hello|Hi) Priya,/);
    expect(res.json().message).toContain('you are starting your first teaching job');
  });

  it('answers in the form the prompt asks for', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generateMessage',
      payload: { prompt: "Write a haiku for my friend Sam's birthday" },
      headers: newVisitor().headers,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.json().message.split('\n');
    expect(lines).toHaveLength(3);
    expect(res.json().message).toMatch(/Sam/);
  });

  it.each([
    [{}, AI_MESSAGES.promptRequired],
    [{ prompt: '   ' }, AI_MESSAGES.promptRequired],
    [{ prompt: 'p'.repeat(1001) }, 'Please keep the prompt under 1000 characters.'],
    [{ prompt: 42 }, AI_MESSAGES.promptRequired],
    [{ prompt: { text: 'hello' } }, AI_MESSAGES.promptRequired],
  ])('rejects %j with { error } plus the uniform body', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/generateMessage', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'validation_failed', message });
    expect(res.json()).not.toHaveProperty('success');
  });
});

describe('metrics', () => {
  it('labels every metric with the ai service name', async () => {
    expect(await metricsServiceLabels(app)).toEqual(['ai']);
  });
});
