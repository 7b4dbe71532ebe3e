import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readWhole } from './read-whole.js';

describe('readWhole', () => {
  it('joins every chunk in order', async () => {
    const body = await readWhole(Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]));
    expect(body.toString()).toBe('{"a":1}');
  });

  it('gives an empty body for a stream that ends at once', async () => {
    expect((await readWhole(Readable.from([]))).length).toBe(0);
  });

  it('rejects with the stream’s error', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('upstream reset'));
      },
    });
    await expect(readWhole(failing)).rejects.toThrow('upstream reset');
  });
});
