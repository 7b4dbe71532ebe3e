import { describe, expect, it } from 'vitest';
import { BodyLimitExceeded } from './body-limit.js';
import { upstreamFailure } from './upstream-failure.js';

describe('upstreamFailure', () => {
  it('answers a refused connection with 503 naming the service', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4104'), {
      code: 'ECONNREFUSED',
    });
    const error = upstreamFailure('scheduler', new Error('wrapped', { cause: refused }));
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toBe(
      'The scheduler service is not available right now. Please try again in a moment.',
    );
  });

  it('answers a body that outgrew its limit with 413', () => {
    const error = upstreamFailure(
      'media',
      new Error('request failed', { cause: new BodyLimitExceeded('too big') }),
    );
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('payload_too_large');
  });
});
