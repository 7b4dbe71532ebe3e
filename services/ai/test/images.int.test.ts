import { AI_MESSAGES } from '@cardsmith/contracts';
import { verifyVisitor } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHttpMediaStore } from '../src/adapters/media-store.js';
import { ProviderError } from '../src/adapters/provider-error.js';
import { createTestApp, newVisitor } from './helpers.js';
import { startMediaRecorder } from './media.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('media store adapter', () => {
  it('uploads the PNG as multipart field "file" with the signed visitor headers', async () => {
    const recorder = await startMediaRecorder();
    try {
      const store = createHttpMediaStore({
        baseUrl: recorder.baseUrl,
        internalSecret: TEST_INTERNAL_SECRET,
      });
      const url = await store.savePng(PNG, 'visitor-42');
      expect(url).toMatch(/^\/api\/media\/m0+1$/);
      const [upload] = recorder.uploads;
      expect(upload!.url).toBe('/api/media');
      expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(upload!.headers['x-visitor-id']).toBe('visitor-42');
      expect(
        verifyVisitor(
          TEST_INTERNAL_SECRET,
          'visitor-42',
          String(upload!.headers['x-visitor-signature']),
        ),
      ).toBe(true);
      const text = upload!.body.toString('latin1');
      expect(text).toContain('Content-Disposition: form-data; name="file"; filename="artwork.png"');
      expect(text).toContain('Content-Type: image/png');
      expect(upload!.body.includes(PNG)).toBe(true);
    } finally {
      await recorder.close();
    }
  });

  it('reports a failed upload as a provider error', async () => {
    const recorder = await startMediaRecorder(500);
    try {
      const store = createHttpMediaStore({
        baseUrl: recorder.baseUrl,
        internalSecret: TEST_INTERNAL_SECRET,
      });
      await expect(store.savePng(PNG, 'visitor-42')).rejects.toBeInstanceOf(ProviderError);
    } finally {
      await recorder.close();
    }
  });
});

describe('POST /api/ai/generate-image through the real media service', () => {
  const mediaUrl = inject('serviceUrls').media!;
  let harness: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    harness = createTestApp({ MEDIA_URL: mediaUrl, AI_RATE_LIMIT_PER_MINUTE: '50' });
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness?.close();
  });
  const storedAt = (url: string) => fetch(new URL(url, mediaUrl));

  const generate = (payload: object, headers: Record<string, string>) =>
    harness.app.inject({ method: 'POST', url: '/api/ai/generate-image', payload, headers });

  it('stores a 1024×1024 PNG and answers its media URL', async () => {
    const visitor = newVisitor();
    const res = await generate(
      { prompt: 'A peaceful mountain lake at sunset, watercolor style' },
      visitor.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, provider: 'offline' });
    expect(body.imageUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{10,64}$/);
    const stored = await storedAt(body.imageUrl);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await stored.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1024);
    expect(png.readUInt32BE(20)).toBe(1024);
    const rows = await harness.db
      .selectFrom('generation')
      .selectAll()
      .where('visitor_id', '=', visitor.id)
      .execute();
    expect(rows).toMatchObject([{ kind: 'image', provider: 'offline', success: true }]);
  });

  it('gives the same picture for the same seed and a new one without', async () => {
    const visitor = newVisitor();
    const fetchBytes = async (payload: object) => {
      const url = (await generate(payload, visitor.headers)).json().imageUrl as string;
      return Buffer.from(await (await storedAt(url)).arrayBuffer());
    };
    const a = await fetchBytes({ prompt: 'balloons', style: 'anime', seed: 5 });
    const b = await fetchBytes({ prompt: 'balloons', style: 'anime', seed: 5 });
    const c = await fetchBytes({ prompt: 'balloons', style: 'anime' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it.each([{}, { prompt: '' }, { prompt: '   ' }])(
    'rejects %j with the spec sentence and success false',
    async (payload) => {
      const res = await generate(payload, newVisitor().headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: AI_MESSAGES.imagePromptRequired,
      });
    },
  );

  it('rejects a description over 1000 characters with its own sentence', async () => {
    const res = await generate({ prompt: 'a'.repeat(1001) }, newVisitor().headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message: 'Please keep the description under 1000 characters.',
    });
  });

  it('rejects an unknown style and an anonymous caller without a 500', async () => {
    const badStyle = await generate({ prompt: 'stars', style: 'cubism' }, newVisitor().headers);
    expect(badStyle.statusCode).toBe(400);
    expect(badStyle.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message:
        'Choose one of: realistic, watercolor, sketch, digital-art, oil-painting, anime, abstract, vintage.',
      issues: [{ path: 'style' }],
    });
    const anonymous = await generate({ prompt: 'stars' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
  });

  it('answers the spec sentence when storing fails', async () => {
    const broken = createTestApp({ MEDIA_URL: 'http://127.0.0.1:9' });
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/ai/generate-image',
        payload: { prompt: 'a cake' },
        headers: newVisitor().headers,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        success: false,
        code: 'service_unavailable',
        message: AI_MESSAGES.imageFailed,
      });
    } finally {
      await broken.close();
    }
  });
});
