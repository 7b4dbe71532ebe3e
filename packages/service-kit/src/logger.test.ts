import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors.js';
import { REDACTED, createLogger, redactSecretQuery } from './logger.js';

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
  ])('takes the secret out of %s', (url, redacted) => {
    expect(redactSecretQuery(url)).toBe(redacted);
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/api/cards/c1', '/api/cards?page=2&editor=1', '/x?edit', '/x?%E0%A4%A=1']) {
      expect(redactSecretQuery(url)).toBe(url);
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
    await app.close();
    const log = lines.join('');
    expect(log).toContain(`/editor?card=c1&edit=${REDACTED}`);
    expect(log).toContain(`/ws?edit=${REDACTED}`);
    expect(log).not.toMatch(/token-secret/);
  });
});
