import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  BodyLimitExceeded,
  DRAINED_EXCESS_BYTES,
  describeSize,
  drainsUnreadBody,
  exceedsLimit,
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
