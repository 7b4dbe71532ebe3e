import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MusicBed, TemplateRecipe } from './recipes.js';
import type { VideoRenderer } from '../render/video-renderer.js';

export const THUMBNAIL_WIDTH = 480;

/**
 * Draws each template's thumbnail and each music bed's preview from code the first time it is
 * asked for, one ffmpeg run at a time (the gallery asks for two thumbnails per page), and keeps it
 * for the process's life: 81 JPEGs of ~10 KB and a few dozen distinct music previews of ~70 KB. The catalog
 * changes only with a release, so nothing needs storing beyond the process.
 */
export class CatalogRenders {
  private readonly cache = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly renderer: VideoRenderer) {}

  thumbnail(recipe: TemplateRecipe): Promise<Buffer> {
    return this.once(`thumbnail:${recipe.id}`, (dir) =>
      this.renderer.thumbnail(dir, recipe, THUMBNAIL_WIDTH),
    );
  }

  /** Templates sharing a bed share its preview: the key is the bed itself. */
  musicPreview(music: MusicBed): Promise<Buffer> {
    const key = `music:${music.timbre}:${music.pulsePerSecond}:${music.chordHz.join(',')}`;
    return this.once(key, (dir) => this.renderer.musicPreview(dir, music));
  }

  private once(key: string, draw: (dir: string) => Promise<string>): Promise<Buffer> {
    let found = this.cache.get(key);
    if (!found) {
      found = this.draw(draw);
      this.cache.set(key, found);
      // A failed draw is tried again by the next request instead of being cached.
      found.catch(() => this.cache.delete(key));
    }
    return found;
  }

  private draw(draw: (dir: string) => Promise<string>): Promise<Buffer> {
    const run = this.queue.then(async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cardsmith-catalog-'));
      try {
        return await readFile(await draw(dir));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
