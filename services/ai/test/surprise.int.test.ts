import { CardInputSchema } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newVisitor } from './helpers.js';

const harness = createTestApp();
beforeAll(() => harness.app.ready());
afterAll(() => harness.close());

const surprise = (payload?: object) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/ai/surprise-card',
    ...(payload ? { payload } : {}),
    headers: newVisitor().headers,
  });

describe('POST /api/ai/surprise-card', () => {
  it('answers a card that passes CardInputSchema as is', async () => {
    const res = await surprise({ occasion: 'graduation', style: 'elegant' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.provider).toBe('offline');
    expect(body.cardData.category).toBe('graduation');
    expect(CardInputSchema.safeParse(body.cardData).success).toBe(true);
  });

  it('treats empty values and a missing body as random choices', async () => {
    for (const res of [await surprise({ occasion: '', style: '' }), await surprise()]) {
      expect(res.statusCode).toBe(200);
      expect(CardInputSchema.safeParse(res.json().cardData).success).toBe(true);
    }
  });

  it.each([
    [
      'occasion',
      { occasion: 'retirement' },
      'Choose one of: birthday, anniversary, wedding, graduation, congratulations, sympathy, thank-you, holiday.',
    ],
    [
      'style',
      { style: 'baroque' },
      'Choose one of: modern, vintage, elegant, playful, minimalist, artistic.',
    ],
  ])(
    'rejects a %s outside the surprise options with the accepted values',
    async (path, payload, message) => {
      const res = await surprise(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        message,
        issues: [{ path, message }],
      });
    },
  );
});
