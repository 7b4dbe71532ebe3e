import { describe, expect, it } from 'vitest';
import {
  answerEncoding,
  isSmallAnswer,
  negotiatedEncoding,
  varyWithEncoding,
} from './response-compression.js';

describe('response compression as @fastify/compress applies it', () => {
  it("reads Accept-Encoding as the plugin's negotiator does", () => {
    expect(negotiatedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiatedEncoding('gzip')).toBe('gzip');
    expect(negotiatedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiatedEncoding('*')).toBe('gzip');
    expect(negotiatedEncoding('X-GZIP')).toBe('gzip');
    expect(negotiatedEncoding('gzip;q=0')).toBeNull();
    expect(negotiatedEncoding('identity')).toBeNull();
    expect(negotiatedEncoding('deflate')).toBeNull();
    expect(negotiatedEncoding(undefined)).toBeNull();
  });

  it('leaves encoded, partial and incompressible answers and refusing clients alone', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(answerEncoding('br', false, 200, json)).toBe('br');
    expect(answerEncoding('gzip', false, 200, {})).toBe('gzip');
    expect(answerEncoding('br', false, 200, { 'content-type': 'image/svg+xml' })).toBe('br');
    expect(answerEncoding(null, false, 200, json)).toBeNull();
    expect(answerEncoding('br', true, 200, json)).toBeNull();
    expect(answerEncoding('br', false, 206, json)).toBeNull();
    expect(
      answerEncoding('br', false, 200, { ...json, 'content-range': 'bytes 0-1/2' }),
    ).toBeNull();
    expect(answerEncoding('br', false, 200, { ...json, 'content-encoding': 'gzip' })).toBeNull();
    expect(answerEncoding('br', false, 200, { ...json, 'content-encoding': 'identity' })).toBe(
      'br',
    );
    expect(answerEncoding('br', false, 200, { 'content-type': 'image/png' })).toBeNull();
  });

  it('sends a service answer below 1 KB by its Content-Length as it is', () => {
    expect(isSmallAnswer('289')).toBe(true);
    expect(isSmallAnswer(0)).toBe(true);
    expect(isSmallAnswer('1023')).toBe(true);
    expect(isSmallAnswer('1024')).toBe(false);
    expect(isSmallAnswer(undefined)).toBe(false);
    expect(isSmallAnswer('12abc')).toBe(false);
    expect(isSmallAnswer('-1')).toBe(false);
  });

  it('adds accept-encoding to Vary once', () => {
    expect(varyWithEncoding(undefined)).toBe('accept-encoding');
    expect(varyWithEncoding('origin')).toBe('origin, accept-encoding');
    expect(varyWithEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
  });
});
