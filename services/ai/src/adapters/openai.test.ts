import { afterEach, describe, expect, it } from 'vitest';
import {
  chatReply,
  imageReply,
  serverError,
  startFakeOpenAi,
  timingOutFetch,
} from '../../test/fake-openai.js';
import {
  createOpenAiClient,
  createOpenAiImagePainter,
  createOpenAiMessageWriter,
} from './openai.js';
import { ProviderError } from './provider-error.js';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const brief = {
  occasion: 'get-well',
  relationship: 'colleague',
  tone: 'funny',
  details: 'broke his leg skiing',
} as const;

/**
 * A client of the fake whose own time limit never runs out during a test: a request the fake
 * holds ('hang') fails at once as a timeout, and every answer may take as long as the machine needs.
 */
function client(server: NonNullable<typeof fake>) {
  return createOpenAiClient({
    apiKey: 'sk-test',
    baseURL: server.baseURL,
    textModel: 'gpt-test',
    imageModel: 'gpt-image-1',
    timeoutMs: 10 * 60_000,
    fetch: timingOutFetch(server),
  });
}

describe('OpenAI message writer', () => {
  it('sends the model, a system prompt built from the brief, and returns the text', async () => {
    fake = await startFakeOpenAi([chatReply('  Feel better soon, champion of the slopes!  ')]);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    const text = await writer.write(brief, { variant: 0 });
    expect(text).toBe('Feel better soon, champion of the slopes!');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('gpt-test');
    const [system, user] = request!.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Get Well');
    expect(system.content).toContain('colleague');
    expect(system.content).toContain('funny');
    expect(system.content).toContain('broke his leg skiing');
    expect(system.content).toContain('no celebration words');
    expect(user.role).toBe('user');
  });

  it('passes the visitor prompt as the user message', async () => {
    fake = await startFakeOpenAi([chatReply('Hello!')]);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    await writer.write(brief, { variant: 0, prompt: 'Write a haiku for Sam' });
    expect(fake.requests[0]!.body.messages[1].content).toBe('Write a haiku for Sam');
  });

  it('retries a 500 once and then succeeds', async () => {
    fake = await startFakeOpenAi([serverError, chatReply('Second time lucky.')]);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    await expect(writer.write(brief, { variant: 0 })).resolves.toBe('Second time lucky.');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry of a 500 with a provider error', async () => {
    fake = await startFakeOpenAi([serverError]);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    const error = await writer.write(brief, { variant: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('upstream');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a timeout once, then reports a timeout', async () => {
    fake = await startFakeOpenAi(['hang']);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    const error = await writer.write(brief, { variant: 0 }).catch((e: unknown) => e);
    expect((error as ProviderError).reason).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a refused request', async () => {
    fake = await startFakeOpenAi([
      { status: 400, json: { error: { message: 'bad', type: 'invalid_request_error' } } },
    ]);
    const writer = createOpenAiMessageWriter(client(fake), 'gpt-test');
    const error = await writer.write(brief, { variant: 0 }).catch((e: unknown) => e);
    expect((error as ProviderError).reason).toBe('rejected');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('OpenAI image painter', () => {
  it('asks for a square image in the style and decodes b64_json', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    fake = await startFakeOpenAi([imageReply(png)]);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    const bytes = await painter.paint({ prompt: 'a lake at sunset', style: 'watercolor', seed: 1 });
    expect(bytes.equals(png)).toBe(true);
    const body = fake.requests[0]!.body;
    expect(fake.requests[0]!.url).toBe('/v1/images/generations');
    expect(body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1 });
    expect(body.prompt).toContain('watercolor style');
    expect(body.prompt).toContain('a lake at sunset');
    expect(body).not.toHaveProperty('response_format');
  });

  it('asks DALL·E models for base64 explicitly', async () => {
    fake = await startFakeOpenAi([imageReply(Buffer.from('x'))]);
    const painter = createOpenAiImagePainter(client(fake), 'dall-e-3');
    await painter.paint({ prompt: 'stars', style: 'realistic', seed: 1 });
    expect(fake.requests[0]!.body.response_format).toBe('b64_json');
  });

  const request = { prompt: 'a cake', style: 'anime', seed: 1 } as const;

  it('retries a 500 once and then succeeds', async () => {
    const png = Buffer.from('89504e470d0a1a0a0001', 'hex');
    fake = await startFakeOpenAi([serverError, imageReply(png)]);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    const bytes = await painter.paint(request);
    expect(bytes.equals(png)).toBe(true);
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/v1/images/generations',
      '/v1/images/generations',
    ]);
  });

  it('gives up after one retry of a 500 with a provider error', async () => {
    fake = await startFakeOpenAi([serverError]);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    const error = await painter.paint(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('upstream');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a timeout once, then reports a timeout', async () => {
    fake = await startFakeOpenAi(['hang']);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    const error = await painter.paint(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('succeeds when the retry after a timeout answers', async () => {
    const png = Buffer.from('89504e470d0a1a0a0002', 'hex');
    fake = await startFakeOpenAi(['hang', imageReply(png)]);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    await expect(painter.paint(request)).resolves.toEqual(png);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports an answer without image data as empty, without retrying', async () => {
    fake = await startFakeOpenAi([{ status: 200, json: { created: 1_700_000_000, data: [] } }]);
    const painter = createOpenAiImagePainter(client(fake), 'gpt-image-1');
    const error = await painter.paint(request).catch((e: unknown) => e);
    expect((error as ProviderError).reason).toBe('empty');
    expect(fake.requests).toHaveLength(1);
  });
});
