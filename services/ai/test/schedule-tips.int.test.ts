import { SCHEDULE_MESSAGES, ScheduleTipsResponseSchema, AI_MESSAGES } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReply, serverError, startFakeOpenAi, type Reply } from './fake-openai.js';
import { createTestApp, newVisitor } from './helpers.js';

const BRIEF = {
  occasion: 'birthday',
  timezone: 'Asia/Tokyo',
  senderTimezone: 'America/New_York',
  deliveryMethod: 'email',
  deliveryDate: '2027-06-14',
};

type Harness = ReturnType<typeof createTestApp>;

const ask = (harness: Harness, payload: object, visitor = newVisitor()) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/ai/schedule-tips',
    payload,
    headers: visitor.headers,
  });

const logged = (harness: Harness, visitorId: string) =>
  harness.db
    .selectFrom('generation')
    .select(['kind', 'provider', 'success'])
    .where('visitor_id', '=', visitorId)
    .execute();

describe('POST /api/ai/schedule-tips (offline)', () => {
  const harness = createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '3' });
  beforeAll(() => harness.app.ready());
  afterAll(() => harness.close());

  it('answers the offline rules’ tips for the occasion and zone, and logs a generation', async () => {
    const visitor = newVisitor();
    const res = await ask(harness, BRIEF, visitor);
    expect(res.statusCode).toBe(200);
    const body = ScheduleTipsResponseSchema.parse(res.json());
    expect(body.provider).toBe('offline');
    expect(body.tips[0]).toMatchObject({
      title: 'Arrive the morning of the day',
      suggestedLocalTime: '08:00',
    });
    expect(body.tips.map((tip) => tip.body).join(' ')).toContain(
      '08:00 in Tokyo (UTC+09:00) is 19:00 your time on Sunday 13 June in New York.',
    );
    expect(await logged(harness, visitor.id)).toEqual([
      { kind: 'schedule-tips', provider: 'offline', success: true },
    ]);
  });

  it('treats the form’s empty choices as not chosen', async () => {
    const res = await ask(harness, {
      occasion: '',
      timezone: 'Europe/London',
      deliveryMethod: 'physical',
      deliveryDate: '',
      country: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tips[1].title).toMatch(/^Allow 5 business days for the post$/);
  });

  it.each([
    ['timezone', { timezone: 'auto' }, SCHEDULE_MESSAGES.badTimezone],
    ['timezone', { timezone: 'Mars/Olympus' }, SCHEDULE_MESSAGES.badTimezone],
    ['senderTimezone', { senderTimezone: 'Nowhere' }, SCHEDULE_MESSAGES.badSenderTimezone],
    ['deliveryDate', { deliveryDate: '2027-02-30' }, SCHEDULE_MESSAGES.badDate],
    ['deliveryDate', { deliveryDate: 'tomorrow' }, SCHEDULE_MESSAGES.badDate],
    ['deliveryMethod', { deliveryMethod: 'pigeon' }, SCHEDULE_MESSAGES.badMethod],
    ['country', { country: 'FR' }, SCHEDULE_MESSAGES.badCountry],
  ])('refuses a bad %s with a sentence, not a 500', async (path, change, message) => {
    const res = await ask(harness, { ...BRIEF, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message,
      issues: [{ path, message }],
    });
  });

  it('counts against the AI rate limit', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 3; i += 1)
      expect((await ask(harness, BRIEF, visitor)).statusCode).toBe(200);
    const res = await ask(harness, BRIEF, visitor);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: AI_MESSAGES.rateLimited });
  });
});

describe('POST /api/ai/schedule-tips with OPENAI_API_KEY set', () => {
  const replies: Reply[] = [];
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let harness: Harness;
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
  const answer = (reply: Reply) => replies.splice(0, replies.length, reply);

  it('answers OpenAI’s tips when they pass the contract, given the offline facts', async () => {
    const tips = [
      { title: 'Breakfast in Tokyo', body: 'Send at 08:00 there.', suggestedLocalTime: '08:00' },
    ];
    answer(chatReply(JSON.stringify({ tips })));
    const visitor = newVisitor();
    const res = await ask(harness, BRIEF, visitor);
    expect(res.json()).toEqual({ success: true, tips, provider: 'openai' });
    const request = fake.requests.at(-1)!.body;
    expect(request.model).toBe('gpt-test');
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(request.messages[0].content).toContain('is 19:00 your time on Sunday 13 June');
    expect(await logged(harness, visitor.id)).toEqual([
      { kind: 'schedule-tips', provider: 'openai', success: true },
    ]);
  });

  it.each([
    ['text that is not JSON', chatReply('Send it in the morning!')],
    [
      'a wrong shape',
      chatReply(JSON.stringify({ tips: [{ title: 'x', suggestedLocalTime: '8am' }] })),
    ],
    [
      'too many tips',
      chatReply(JSON.stringify({ tips: Array(9).fill({ title: 't', body: 'b' }) })),
    ],
    ['an empty answer', chatReply('')],
    ['a provider error', serverError],
  ])('falls back to the offline tips on %s, and says so', async (_, reply) => {
    answer(reply);
    const visitor = newVisitor();
    const res = await ask(harness, BRIEF, visitor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('offline');
    expect(body.tips[0].title).toBe('Arrive the morning of the day');
    expect(res.body).not.toContain('boom');
    expect(await logged(harness, visitor.id)).toEqual([
      { kind: 'schedule-tips', provider: 'offline', success: true },
    ]);
  });
});
