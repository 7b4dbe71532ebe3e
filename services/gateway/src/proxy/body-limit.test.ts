import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  BodyLimitExceeded,
  DRAINED_EXCESS_BYTES,
  describeSize,
  drainsUnreadBody,
  exceedsLimit,
  limitBodyStall,
  limitStream,
} from './body-limit.js';

describe('exceedsLimit', () => {
  it('compares a declared length with the limit', () => {
    expect(exceedsLimit('10', 10)).toBe(false);
    expect(exceedsLimit('11', 10)).toBe(true);
    expect(exceedsLimit(undefined, 10)).toBe(false);
  });
});

describe('describeSize', () => {
  it('says whole MB, or KB below one', () => {
    expect(describeSize(101 * 1024 * 1024)).toBe('101 MB');
    expect(describeSize(16 * 1024)).toBe('16 KB');
  });
});

describe('drainsUnreadBody', () => {
  it('reads a body at most 4 MB over its limit and closes on a larger or undeclared one', () => {
    expect(drainsUnreadBody(String(10 + DRAINED_EXCESS_BYTES), 10)).toBe(true);
    expect(drainsUnreadBody(String(11 + DRAINED_EXCESS_BYTES), 10)).toBe(false);
    expect(drainsUnreadBody(undefined, 10)).toBe(false);
  });
});

describe('limitStream', () => {
  it('passes a body within the limit through unchanged', async () => {
    expect(await text(limitStream(Readable.from(['abc', 'def']), 6))).toBe('abcdef');
  });

  it('fails a body once it grows past the limit', async () => {
    await expect(text(limitStream(Readable.from(['abc', 'defg']), 6))).rejects.toBeInstanceOf(
      BodyLimitExceeded,
    );
  });
});

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

  it('leaves a request on a stream that is no TCP socket alone (inject)', () => {
    const request = Object.assign(new EventEmitter(), {
      headers: { 'content-length': '10' },
      socket: {},
    }) as unknown as IncomingMessage;
    expect(() => limitBodyStall(request, response(false), 500)).not.toThrow();
  });

  it('leaves a request without a body alone', () => {
    for (const headers of [{}, { 'content-length': '0' }] as Record<string, string>[]) {
      const { request, limits } = requestWith(headers);
      limitBodyStall(request, response(false), 500);
      expect(limits).toEqual([]);
    }
  });
});
