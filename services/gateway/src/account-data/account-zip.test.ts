import { Readable, PassThrough } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeZip, type ZipEntry } from './account-zip.js';

async function zipOf(entries: ZipEntry[], after?: Parameters<typeof writeZip>[2]) {
  // A small high-water mark, so the writer has to wait for the reader between chunks.
  const out = new PassThrough({ highWaterMark: 1024 });
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const skipped = await writeZip(out, entries, after);
  await ended;
  return { files: unzipSync(new Uint8Array(Buffer.concat(chunks))), skipped };
}

describe('writeZip', () => {
  it('writes bytes and streams as files a ZIP reader opens, in order', async () => {
    const big = Buffer.alloc(300_000, 7);
    const { files } = await zipOf([
      { name: 'README.txt', content: new TextEncoder().encode('hello') },
      {
        name: 'media/files/image-1.png',
        content: async () => Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
        stored: true,
      },
    ]);
    expect(Object.keys(files)).toEqual(['README.txt', 'media/files/image-1.png']);
    expect(strFromU8(files['README.txt']!)).toBe('hello');
    expect(Buffer.from(files['media/files/image-1.png']!).equals(big)).toBe(true);
  });

  it('leaves out a file that cannot be opened and lets a note say so', async () => {
    const { files, skipped } = await zipOf(
      [
        { name: 'a.json', content: new TextEncoder().encode('[]') },
        {
          name: 'media/files/gone.png',
          content: () => Promise.reject(new Error('media answered 404')),
        },
      ],
      (left) =>
        left.map((entry) => ({
          name: 'MISSING.txt',
          content: new TextEncoder().encode(entry.name),
        })),
    );
    expect(skipped).toEqual([{ name: 'media/files/gone.png', reason: 'media answered 404' }]);
    expect(Object.keys(files)).toEqual(['a.json', 'MISSING.txt']);
    expect(strFromU8(files['MISSING.txt']!)).toBe('media/files/gone.png');
  });

  it('rejects when a file breaks off midway, rather than end a short ZIP quietly', async () => {
    const out = new PassThrough();
    out.resume();
    const broken = new Readable({
      read() {
        this.push(Buffer.from('start'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(
      writeZip(out, [{ name: 'v.mp4', content: async () => broken, stored: true }]),
    ).rejects.toThrow('connection reset');
  });
});
