import { describe, expect, it } from 'vitest';
import { peek, tooLargeMessage } from './media.service.js';

async function* source(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function text(stream: AsyncIterable<Uint8Array>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += Buffer.from(chunk).toString();
  return out;
}

describe('peek', () => {
  it('returns the first bytes and still yields the whole stream', async () => {
    const { head, whole } = await peek(source('ab', 'cd', 'ef', 'gh'), 3);
    expect(head.toString()).toBe('abc');
    expect(await text(whole)).toBe('abcdefgh');
  });

  it('copes with a stream shorter than the head', async () => {
    const { head, whole } = await peek(source('ab'), 10);
    expect(head.toString()).toBe('ab');
    expect(await text(whole)).toBe('ab');
  });
});

describe('tooLargeMessage', () => {
  it('names the limit of the kind', () => {
    expect(tooLargeMessage('video', 100 * 1024 * 1024)).toBe(
      'This file is too large. Videos can be at most 100 MB.',
    );
    expect(tooLargeMessage('image', 20_000)).toBe(
      'This file is too large. Images can be at most 20,000 bytes.',
    );
  });
});
