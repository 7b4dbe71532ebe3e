import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { OneLineRequestLog, requestLogOptions } from './request-log.js';

describe('requestLogOptions', () => {
  it('logs one line per request with its method, redacted URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('test', 'info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, ...requestLogOptions });
    app.get('/x', async () => ({ ok: true }));
    await app.inject('/x?token=secret-value');
    await app.close();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/x?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('logs the quiet answers at debug, and the others (errors included) at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('test', 'info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new OneLineRequestLog(
        (request, reply) => request.url.startsWith('/assets/') && reply.statusCode < 400,
      ),
    });
    app.get('/assets/*', async (request, reply) =>
      request.url.endsWith('missing') ? reply.status(404).send() : 'file',
    );
    app.get('/page', async () => 'page');
    await app.inject('/assets/a.js');
    await app.inject('/assets/missing');
    await app.inject('/page');
    await app.close();

    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/assets/missing',
      '/page',
    ]);
  });
});
