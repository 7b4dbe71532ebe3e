import { MALFORMED_MULTIPART_MESSAGE, visitorHeaders } from '@cardsmith/service-kit';
import { hostileMultipartBodies, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaTestApp } from './media-test-app.js';

const { app, close } = await createMediaTestApp();
afterAll(close);

describe('POST /api/media with a malformed multipart body', () => {
  it.each(hostileMultipartBodies().map((c) => [c.name, c] as const))(
    'answers %s with 400 and a sentence',
    async (_name, { contentType, payload }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/media',
        payload,
        headers: {
          ...visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-multipart'),
          'content-type': contentType,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('names the malformed form as such', async () => {
    const [noBoundary] = hostileMultipartBodies();
    const res = await app.inject({
      method: 'POST',
      url: '/api/media',
      payload: noBoundary!.payload,
      headers: {
        ...visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-multipart'),
        'content-type': noBoundary!.contentType,
      },
    });
    expect(res.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });
});
