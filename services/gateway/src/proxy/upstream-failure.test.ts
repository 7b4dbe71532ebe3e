import { HttpError } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { BodyLimitExceeded } from './body-limit.js';
import { answerFor } from './own-answer.js';
import { upstreamFailure } from './upstream-failure.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4104'), {
  code: 'ECONNREFUSED',
});

describe('upstreamFailure', () => {
  it('answers a refused connection with 503 naming the service', () => {
    const error = upstreamFailure(
      { method: 'POST', url: '/api/schedules' },
      'scheduler',
      new Error('wrapped', { cause: refused }),
    );
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toBe(
      'The scheduler service is not available right now. Please try again in a moment.',
    );
    expect(error.extra).toEqual({});
  });

  it('answers a body that outgrew its limit with 413', () => {
    const error = upstreamFailure(
      { method: 'POST', url: '/api/media' },
      'media',
      new Error('request failed', { cause: new BodyLimitExceeded(1024 * 1024) }),
    );
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('payload_too_large');
  });

  it('carries the legacy fields of the AI routes the web reads', () => {
    const down = 'The ai service is not available right now. Please try again in a moment.';
    const legacy = upstreamFailure({ method: 'POST', url: '/api/generateMessage' }, 'ai', refused);
    expect(legacy.extra).toEqual({ error: down });
    const image = upstreamFailure({ method: 'POST', url: '/api/ai/generate-image' }, 'ai', refused);
    expect(image.extra).toEqual({ success: false });
  });
});

describe('answerFor', () => {
  it('keeps status, code, message, issues and extra fields, adding the legacy ones', () => {
    const issues = [{ path: 'prompt', message: 'Required' }];
    const error = new HttpError(429, 'rate_limited', 'Slow down.', issues, { retry: 1 });
    const answer = answerFor({ method: 'POST', url: '/api/generateMessage' }, error);
    expect(answer).toBeInstanceOf(HttpError);
    expect(answer).toMatchObject({ statusCode: 429, code: 'rate_limited', message: 'Slow down.' });
    expect(answer.issues).toBe(issues);
    expect(answer.extra).toEqual({ retry: 1, error: 'Slow down.' });
    expect(answerFor({ method: 'GET', url: '/api/cards' }, error).extra).toEqual({ retry: 1 });
  });
});
