import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { BlobInfo, BlobStore } from '../blobs/blob-store.js';
import type { RenditionsRepository } from './renditions.repository.js';
import { RenditionsService } from './renditions.service.js';

const source = { id: 'Upload000000001', kind: 'image', contentType: 'image/png' } as BlobInfo;

function service() {
  const blobs = {
    read: vi.fn(() => Readable.from([])),
    put: vi.fn(),
    stat: vi.fn(),
    delete: vi.fn(),
  } as unknown as BlobStore & { read: ReturnType<typeof vi.fn> };
  const renditions = {
    insert: vi.fn(async () => true),
    find: vi.fn(async () => undefined),
  } as unknown as RenditionsRepository & { insert: ReturnType<typeof vi.fn> };
  return { blobs, renditions, service: new RenditionsService({ blobs, renditions }) };
}

describe('RenditionsService.make with the dimensions an upload read', () => {
  it('records a picture within 2048 px as its own rendition without reading it back', async () => {
    const { blobs, renditions, service: renditionsService } = service();
    await expect(renditionsService.make(source, { width: 1024, height: 1024 })).resolves.toBe(
      source,
    );
    expect(blobs.read).not.toHaveBeenCalled();
    expect(renditions.insert).toHaveBeenCalledWith(source.id, {
      renditionBlobId: source.id,
      width: 1024,
      height: 1024,
    });
  });

  it('reads a larger picture to make its copy', async () => {
    const { blobs, service: renditionsService } = service();
    await renditionsService.make(source, { width: 4000, height: 3000 });
    expect(blobs.read).toHaveBeenCalledWith(source);
  });
});
