import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BodyLimitExceeded, exceedsLimit, limitStream } from './body-limit.js';

describe('exceedsLimit', () => {
  it('compares a declared length with the limit', () => {
    expect(exceedsLimit('10', 10)).toBe(false);
    expect(exceedsLimit('11', 10)).toBe(true);
    expect(exceedsLimit(undefined, 10)).toBe(false);
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
