import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors.js';
import {
  REDACTED,
  createLogger,
  isClientHangUp,
  redactRequestUrl,
  redactSecretQuery,
} from './logger.js';

describe('redactSecretQuery', () => {
  it.each([
    ['/editor?card=c1&edit=tok123', `/editor?card=c1&edit=${REDACTED}`],
    ['/ws?edit=tok123', `/ws?edit=${REDACTED}`],
    [
      '/api/collab/cards/c1/people?editToken=tok123&x=1',
      `/api/collab/cards/c1/people?editToken=${REDACTED}&x=1`,
    ],
    ['/x?EDITTOKEN=tok123', `/x?EDITTOKEN=${REDACTED}`],
    ['/x?edit%54oken=tok123', `/x?edit%54oken=${REDACTED}`],
    ['/x?edit=tok123#frag', `/x?edit=${REDACTED}#frag`],
    ['/cards/c1?delivery=tok123', `/cards/c1?delivery=${REDACTED}`],
  ])('takes the secret out of %s', (url, redacted) => {
    expect(redactSecretQuery(url)).toBe(redacted);
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/api/cards/c1', '/api/cards?page=2&editor=1', '/x?edit', '/x?%E0%A4%A=1']) {
      expect(redactSecretQuery(url)).toBe(url);
    }
  });
});

describe('redactRequestUrl', () => {
  it.each([
    ['/api/schedules/unsubscribe/tok123', `/api/schedules/unsubscribe/${REDACTED}`],
    ['/api/schedules/unsubscribe/tok123?x=1', `/api/schedules/unsubscribe/${REDACTED}?x=1`],
    ['/API/Schedules/Unsubscribe/tok123', `/API/Schedules/Unsubscribe/${REDACTED}`],
    ['/cards/c1?delivery=tok123&x=1', `/cards/c1?delivery=${REDACTED}&x=1`],
  ])('takes the delivery token out of %s', (url, redacted) => {
    expect(redactRequestUrl(url)).toBe(redacted);
  });

  it('leaves other schedule paths as they are', () => {
    for (const url of ['/api/schedules/s1', '/api/schedules/unsubscribe', '/api/schedules']) {
      expect(redactRequestUrl(url)).toBe(url);
    }
  });
});

describe('the request log', () => {
  it('never writes an edit token, for a route or a miss, as the services log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      loggerInstance: createLogger('redaction-test', 'info', sink) as FastifyBaseLogger,
    });
    installErrorHandling(app);
    app.get('/editor', async () => ({ ok: true }));
    await app.inject({ url: '/editor?card=c1&edit=edit-token-secret' });
    await app.inject({ url: '/ws?edit=ws-token-secret' });
    await app.inject({ url: '/api/collab?editToken=query-token-secret' });
    await app.inject({ url: '/cards/c1?delivery=delivery-token-secret' });
    await app.inject({
      method: 'POST',
      url: '/api/schedules/unsubscribe/unsubscribe-token-secret',
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain(`/api/schedules/unsubscribe/${REDACTED}`);
    expect(log).toContain(`/editor?card=c1&edit=${REDACTED}`);
    expect(log).toContain(`/ws?edit=${REDACTED}`);
    expect(log).not.toMatch(/token-secret/);
  });
});

describe('a client hanging up', () => {
  const hangUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

  it('is told from a service resetting the connection', () => {
    expect(isClientHangUp(hangUp)).toBe(true);
    expect(
      isClientHangUp(Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
    expect(isClientHangUp(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(
      false,
    );
    expect(isClientHangUp('aborted')).toBe(false);
  });

  it('is logged at info without its stack, however a library logs it', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('test', 'info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    logger.warn(hangUp, 'response errored');
    logger.error({ err: hangUp }, 'request errored');
    logger.warn(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), 'upstream');

    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'client closed the connection (response errored)'],
      [30, 'client closed the connection (request errored)'],
      [40, 'upstream'],
    ]);
    expect(JSON.stringify(lines.slice(0, 2))).not.toContain('stack');
  });
});
