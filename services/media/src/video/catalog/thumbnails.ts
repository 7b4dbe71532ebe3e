import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TemplateRecipe } from './recipes.js';
import type { VideoRenderer } from '../render/video-renderer.js';

export const THUMBNAIL_WIDTH = 480;

/**
 * Draws each template's thumbnail from its own recipe the first time it is asked for, one
 * ffmpeg run at a time (the gallery asks for two per page), and keeps it for the process's life:
 * 81 JPEGs of ~10 KB.
 */
export class ThumbnailService {
  private readonly cache = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly renderer: VideoRenderer) {}

  thumbnail(recipe: TemplateRecipe): Promise<Buffer> {
    let found = this.cache.get(recipe.id);
    if (!found) {
      found = this.draw(recipe);
      this.cache.set(recipe.id, found);
      // A failed draw is tried again by the next request instead of being cached.
      found.catch(() => this.cache.delete(recipe.id));
    }
    return found;
  }

  private draw(recipe: TemplateRecipe): Promise<Buffer> {
    const run = this.queue.then(async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cardsmith-thumbnail-'));
      try {
        return await readFile(await this.renderer.thumbnail(dir, recipe, THUMBNAIL_WIDTH));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
