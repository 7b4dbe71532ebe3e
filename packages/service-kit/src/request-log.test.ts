import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { requestLogOptions } from './request-log.js';

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
});
