import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_CARD_FRONT_PATH } from '@cardsmith/contracts';
import { internalHeaders, StatusPublisher, type Logger } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobRepository } from '../src/blobs/blob.repository.js';
import { PostgresBlobStore } from '../src/blobs/postgres-blob-store.js';
import { TemplatesRepository } from '../src/templates/templates.repository.js';
import { UploadedVideoTemplatesSource } from '../src/video/catalog/uploaded-video-templates.js';
import { VideoJobsRepository } from '../src/video/jobs/video-jobs.repository.js';
import { VideoJobEvents } from '../src/video/jobs/video-job-events.js';
import { VideoRenderJob } from '../src/video/jobs/video-render-job.js';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { VideoRenderer } from '../src/video/render/video-renderer.js';
import { keepCardFront } from './card-claim.js';
import { createMediaTestApp } from './media-test-app.js';

const t = await createMediaTestApp({ video: { queue: { enqueue: async () => undefined } } });
const workDir = await mkdtemp(join(tmpdir(), 'cardsmith-video-front-'));
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const keep = (payload: Buffer, headers: Record<string, string>, visitor = 'visitor-front') =>
  t.app.inject({
    method: 'POST',
    url: `${MEDIA_CARD_FRONT_PATH}?ownerVisitorId=${visitor}`,
    headers: { 'content-type': 'image/png', ...headers },
    payload,
  });

describe('card fronts cards keeps in media for video renders', () => {
  it('keeps a PNG as the visitor’s image, for Cardsmith services only', async () => {
    const blobId = await keepCardFront(t.app, 'visitor-front');
    const blob = await new PostgresBlobStore(new BlobRepository(t.db), 1000).stat(blobId);
    expect(blob).toMatchObject({
      contentType: 'image/png',
      kind: 'image',
      ownerVisitorId: 'visitor-front',
    });
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect((await keep(png, {})).statusCode).toBe(403);
  });

  it('refuses what is not a PNG, and a request naming no visitor', async () => {
    const secret = internalHeaders(TEST_INTERNAL_SECRET);
    const notPng = await keep(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), secret);
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().message).toBe('A card front must be a PNG image.');
    const noOwner = await keep(Buffer.from('x'), secret, '');
    expect(noOwner.statusCode).toBe(400);
  });
});

describe('a render whose card front is gone', () => {
  it('fails at once with a sentence asking to make the video again, without a retry', async () => {
    const jobs = new VideoJobsRepository(t.db);
    const stored = await jobs.insertAdmitted(
      {
        id: `gone${randomBytes(8).toString('hex')}`,
        cardId: `Card${randomBytes(9).toString('hex')}`,
        visitorId: 'visitor-front-gone',
        templateId: 'congratulations',
        uploadBlobId: null,
        voiceBlobId: null,
        frontBlobId: 'front-never-kept',
        title: 'Gone',
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
      renderer: new VideoRenderer(locateFfmpeg()),
      templates: new UploadedVideoTemplatesSource(new TemplatesRepository(t.db)),
      workDir,
      logger: t.app.log as unknown as Logger,
    });
    // The first of two attempts: a passing fault would be retried, this is final.
    await renders.run(stored.row.id, 1, new AbortController().signal);
    expect(await jobs.find(stored.row.id)).toMatchObject({
      status: 'failed',
      error: 'The picture of the card is gone. Please make the video again.',
    });
  });
});
