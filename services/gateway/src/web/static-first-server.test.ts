import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { limitBodyStall } from './static-first-server.js';

describe('limitBodyStall', () => {
  /** A request with these headers, whose socket records the idle limits set on it. */
  function requestWith(headers: Record<string, string>) {
    const limits: number[] = [];
    const request = Object.assign(new EventEmitter(), {
      headers,
      socket: { setTimeout: (ms: number) => limits.push(ms) },
    });
    return { request: request as unknown as IncomingMessage, limits };
  }
  const response = (finished: boolean) => ({ writableFinished: finished }) as ServerResponse;

  it('limits the quiet time while a body arrives and lifts it once the body is in', () => {
    const { request, limits } = requestWith({ 'content-length': '10' });
    limitBodyStall(request, response(false), 500);
    expect(limits).toEqual([500]);
    request.emit('end');
    expect(limits).toEqual([500, 0]);
  });

  it('leaves the keep-alive limit Node set when the answer went before the body was in', () => {
    const { request, limits } = requestWith({ 'transfer-encoding': 'chunked' });
    limitBodyStall(request, response(true), 500);
    request.emit('end');
    expect(limits).toEqual([500]);
  });

  it('leaves a request without a body alone', () => {
    for (const headers of [{}, { 'content-length': '0' }] as Record<string, string>[]) {
      const { request, limits } = requestWith(headers);
      limitBodyStall(request, response(false), 500);
      expect(limits).toEqual([]);
    }
  });
});
