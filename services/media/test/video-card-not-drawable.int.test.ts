import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StatusPublisher, type Logger } from '@cardsmith/service-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { CardNotDrawableError, type VideoCards } from '../src/adapters/video-cards.js';
import { BlobRepository } from '../src/blobs/blob.repository.js';
import { PostgresBlobStore } from '../src/blobs/postgres-blob-store.js';
import { TemplatesRepository } from '../src/templates/templates.repository.js';
import { UploadedVideoTemplatesSource } from '../src/video/catalog/uploaded-video-templates.js';
import { VideoJobsRepository } from '../src/video/jobs/video-jobs.repository.js';
import { VideoJobEvents } from '../src/video/jobs/video-job-events.js';
import { VideoRenderJob } from '../src/video/jobs/video-render-job.js';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { VideoRenderer } from '../src/video/render/video-renderer.js';
import { createMediaTestApp } from './media-test-app.js';

const t = await createMediaTestApp();
const workDir = await mkdtemp(join(tmpdir(), 'cardsmith-video-undrawable-'));
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const TOO_HEAVY =
  'This card has too many large pictures to draw: they add up to 250 megapixels and a card can show at most 48. Remove some pictures and try again.';

describe('a video of a card the cards service refuses to draw', () => {
  it('fails at once with the cards service’s sentence, without a retry', async () => {
    const jobs = new VideoJobsRepository(t.db);
    const cards: VideoCards = {
      frontPng: async () => {
        throw new CardNotDrawableError(TOO_HEAVY);
      },
    };
    const stored = await jobs.insertAdmitted(
      {
        id: `heavy${randomBytes(8).toString('hex')}`,
        cardId: `Card${randomBytes(9).toString('hex')}`,
        visitorId: 'visitor-heavy-card',
        templateId: 'congratulations',
        uploadBlobId: null,
        voiceBlobId: null,
        title: 'Heavy',
        message: '',
        occasion: null,
        music: 'template',
      },
      '10.0.0.13',
      () => ({ ok: true, priority: 1 }),
    );
    if (!('row' in stored)) throw new Error('the row was not stored');
    const renders = new VideoRenderJob({
      jobs,
      events: new VideoJobEvents(new StatusPublisher(t.redis, t.app.log as unknown as Logger)),
      blobs: new PostgresBlobStore(new BlobRepository(t.db), 1000),
      cards,
      renderer: new VideoRenderer(locateFfmpeg()),
      templates: new UploadedVideoTemplatesSource(new TemplatesRepository(t.db)),
      workDir,
      logger: t.app.log as unknown as Logger,
    });
    // The first of two attempts: a passing fault would be retried, this is final.
    await renders.run(stored.row.id, 1, new AbortController().signal);
    expect(await jobs.find(stored.row.id)).toMatchObject({ status: 'failed', error: TOO_HEAVY });
  });
});
