import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  ADMIN_TEMPLATE_UPLOAD_PATHS,
  mediaTemplateRoutes,
  VIDEO_MESSAGES,
  VideoRenderQueue,
  type VideoJob,
} from '@cardsmith/contracts';
import {
  createProducer,
  internalHeaders,
  startJobWorker,
  StatusPublisher,
  type JobWorker,
  type Logger,
} from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { BlobRepository } from '../src/blobs/blob.repository.js';
import { PostgresBlobStore } from '../src/blobs/postgres-blob-store.js';
import { TemplatesRepository } from '../src/templates/templates.repository.js';
import { UploadedVideoTemplatesSource } from '../src/video/catalog/uploaded-video-templates.js';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { VideoRenderer } from '../src/video/render/video-renderer.js';
import { VideoJobsRepository } from '../src/video/jobs/video-jobs.repository.js';
import { VideoJobEvents } from '../src/video/jobs/video-job-events.js';
import { VideoRenderJob } from '../src/video/jobs/video-render-job.js';
import { RENDER_STALE_MS, RETRYING_LABEL } from '../src/video/jobs/video-job-status.js';
import { keepCardFront, ownerClaim } from './card-claim.js';
import { makeWav } from './fixtures.js';
import { makeVideoClip } from './video-clip.js';
import { createMediaTestApp } from './media-test-app.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const infra = inject('infra');
const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };
const UPLOAD_LIMIT = 200_000;

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let workDir: string;
const producer = createProducer(VideoRenderQueue, {
  ...connection,
  retry: { attempts: 2, backoffMs: 50 },
});
const stops: (() => Promise<void>)[] = [];

/** The job handing a render's video to its card, as the worker wrote it to media's outbox. */
async function handedToCard(jobId: string) {
  const row = await t.db
    .selectFrom('outbox')
    .select(['queue', 'job_name', 'data'])
    .where('id', '=', `card-video-${jobId}`)
    .executeTakeFirst();
  if (!row) return undefined;
  expect(row).toMatchObject({ queue: 'card-video-messages', job_name: 'set' });
  return row.data as { cardId: string; video: { videoUrl: string; posterUrl: string } };
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'cardsmith-video-test-'));
  t = await createMediaTestApp({
    video: {
      queue: {
        enqueue: (jobId, priority) =>
          producer.enqueue({ name: 'render', data: { jobId } }, { id: jobId, priority }),
      },
      uploadMaxBytes: UPLOAD_LIMIT,
    },
  });
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});
afterAll(async () => {
  await producer.close();
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

const newCardId = () => `Card${randomBytes(9).toString('hex')}`;
const quietLogger = () => t.app.log as unknown as Logger;

async function inProcessWorker(): Promise<JobWorker> {
  const renders = new VideoRenderJob({
    jobs: new VideoJobsRepository(t.db),
    events: new VideoJobEvents(new StatusPublisher(t.redis, quietLogger())),
    blobs: new PostgresBlobStore(new BlobRepository(t.db), 1000),
    renderer: new VideoRenderer(locateFfmpeg()),
    templates: new UploadedVideoTemplatesSource(new TemplatesRepository(t.db)),
    workDir,
    logger: quietLogger(),
  });
  const worker = await startJobWorker({
    definition: VideoRenderQueue,
    ...connection,
    logger: quietLogger(),
    handlers: { render: (data, job) => renders.run(data.jobId, job.attempt, job.signal) },
  });
  stops.push(() => worker.stop(5000));
  return worker;
}

/**
 * As the gateway forwards it, after cards had media keep the card's front: with its signed word
 * that the test visitor owns the card.
 */
async function createCard(
  fields: Record<string, string>,
  file?: { data: Buffer; filename: string },
) {
  const parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[] =
    Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (file)
    parts.push({
      name: 'videoFile',
      filename: file.filename,
      contentType: 'video/mp4',
      data: file.data,
    });
  const { payload, headers } = multipartBody(parts);
  const front = await keepCardFront(t.app, 'visitor-media-test');
  return t.app.inject({
    method: 'POST',
    url: '/api/video/create-card',
    payload,
    headers: {
      ...headers,
      ...t.visitor,
      ...ownerClaim('visitor-media-test', fields.cardId!, front),
    },
  });
}

/** The events of a job's stream until it ends (the stream closes once the job is done or failed). */
async function events(jobId: string): Promise<VideoJob[]> {
  const response = await t.app.inject({
    url: `/api/video/jobs/${jobId}/events`,
    headers: t.visitor,
  });
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  return response.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as VideoJob);
}

async function probe(url: string) {
  const id = url.split('/').at(-1)!;
  const media = await t.app.inject({ url: `/api/media/${id}` });
  const file = join(workDir, `${id}.mp4`);
  await writeFile(file, media.rawPayload);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,codec_type,width,height,pix_fmt:format=duration',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as {
    streams: {
      codec_name: string;
      codec_type: string;
      width?: number;
      height?: number;
      pix_fmt?: string;
    }[];
    format: { duration: string };
  };
}

/** A finished card video as every render path must produce it: H.264 720p + AAC, `seconds` long. */
async function expectCardVideo(url: string, seconds: number) {
  const info = await probe(url);
  expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({
    codec_name: 'h264',
    width: 1280,
    height: 720,
    pix_fmt: 'yuv420p',
  });
  expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  expect(Math.abs(Number(info.format.duration) - seconds)).toBeLessThanOrEqual(0.2);
}

describe('video cards rendered on the video-render queue', () => {
  it('renders a 3 s template with a voice: H.264 + AAC, 1280×720, progress rising to 100', async () => {
    const cardId = newCardId();
    const voice = await t.upload(makeWav(1600), 'voice.wav', 'audio/wav');
    expect(voice.statusCode).toBe(201);
    const created = await createCard({
      cardId,
      type: 'template',
      templateId: 'just-because-sparkle',
      title: 'Just because',
      message: 'Thinking of you today.',
      voiceAudioUrl: voice.json().url,
      occasion: 'Just Because',
      music: 'romantic',
    });
    expect(created.statusCode, created.body).toBe(202);
    const { jobId } = created.json();
    const queued = await t.app.inject({ url: `/api/video/jobs/${jobId}`, headers: t.visitor });
    expect(queued.json()).toMatchObject({
      id: jobId,
      status: 'queued',
      progress: 0,
      label: expect.stringMatching(/^Waiting to start: /),
      queuePosition: expect.any(Number),
      occasion: 'Just Because',
      music: 'romantic',
    });

    const stream = events(jobId);
    await inProcessWorker();
    const seen = await stream;
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'done', progress: 100, label: 'Done' });

    await expectCardVideo(last.videoUrl!, 3);

    // Served with Range like every blob, and handed to the card with its poster.
    const range = await t.app.inject({ url: last.videoUrl!, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
    const poster = await t.app.inject({ url: last.posterUrl! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await handedToCard(jobId)).toEqual({
      cardId,
      video: { videoUrl: last.videoUrl, posterUrl: last.posterUrl, durationSeconds: 3 },
    });
    // The front cards drew for the request is read from media's own store, then let go.
    const front = (await new VideoJobsRepository(t.db).find(jobId))?.front_blob_id;
    expect(front).toEqual(expect.any(String));
    expect((await t.app.inject({ url: `/api/media/${front}` })).statusCode).toBe(404);
    expect(await readdir(workDir)).toEqual(
      expect.not.arrayContaining([expect.stringContaining(jobId)]),
    );
  }, 120_000);

  it('renders no music as a silent AAC track of the video’s length', async () => {
    const cardId = newCardId();
    const created = await createCard({
      cardId,
      type: 'template',
      templateId: 'just-because-sparkle',
      title: 'Quietly',
      music: 'none',
    });
    expect(created.statusCode, created.body).toBe(202);
    const stream = events(created.json().jobId);
    await inProcessWorker();
    const last = (await stream).at(-1)!;
    expect(last).toMatchObject({ status: 'done', music: 'none' });
    expect(last.occasion).toBeUndefined();
    // probe (inside) leaves the video in workDir for the loudness check below.
    await expectCardVideo(last.videoUrl!, 3);
    const file = join(workDir, `${last.videoUrl!.split('/').at(-1)}.mp4`);
    const { stderr } = await run(locateFfmpeg(), [
      ...['-hide_banner', '-nostdin', '-i', file, '-map', '0:a', '-af', 'volumedetect'],
      ...['-f', 'null', '-'],
    ]);
    // AAC's floor for digital silence: nothing of any bed is in it
    expect(Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1])).toBeLessThanOrEqual(-90);
  }, 120_000);

  it('normalises an uploaded clip behind a 3 s card intro', async () => {
    const cardId = newCardId();
    const created = await createCard(
      { cardId, type: 'upload', title: 'Our trip' },
      { data: await makeVideoClip(1), filename: 'trip.mp4' },
    );
    expect(created.statusCode, created.body).toBe(202);
    const stream = events(created.json().jobId);
    await inProcessWorker();
    const last = (await stream).at(-1)!;
    expect(last.status, last.error).toBe('done');
    await expectCardVideo(last.videoUrl!, 4);
  }, 120_000);

  it('renders from an uploaded video template, reading its clip and keeping it', async () => {
    const { payload, headers } = multipartBody([
      { name: 'name', data: `Waves ${randomBytes(4).toString('hex')}` },
      { name: 'category', data: 'Just Because' },
      {
        name: 'files',
        filename: 'waves.mp4',
        contentType: 'video/mp4',
        data: await makeVideoClip(1),
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: ADMIN_TEMPLATE_UPLOAD_PATHS.internal,
      payload,
      headers: { ...headers, ...internalHeaders(TEST_INTERNAL_SECRET) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const template = uploaded.json().templates[0] as { id: string; fileUrl: string };
    const source = await t.app.inject({ url: template.fileUrl });

    const cardId = newCardId();
    const created = await createCard({
      cardId,
      type: 'template',
      templateId: template.id,
      title: 'Waves',
    });
    expect(created.statusCode, created.body).toBe(202);
    const stream = events(created.json().jobId);
    await inProcessWorker();
    const last = (await stream).at(-1)!;
    expect(last.status, last.error).toBe('done');
    // The 3 s card intro, then the template's 1 s clip.
    await expectCardVideo(last.videoUrl!, 4);
    const kept = await t.app.inject({ url: template.fileUrl });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers.etag).toBe(source.headers.etag);

    // Switched off, it can no longer be chosen.
    await t.app.inject({
      method: 'POST',
      url: mediaTemplateRoutes.setActive.path.replace(':id', template.id),
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: { active: false },
    });
    const refused = await createCard({ cardId, type: 'template', templateId: template.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.unknownTemplate);
  }, 120_000);

  it('refuses uploads that are not videos or too large, and requests without template or file, keeping no card front', async () => {
    const cardId = newCardId();
    const imagesKept = async () =>
      (
        await t.db
          .selectFrom('blob')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('owner_visitor_id', '=', 'visitor-media-test')
          .where('kind', '=', 'image')
          .executeTakeFirstOrThrow()
      ).count;
    const imagesBefore = await imagesKept();
    const text = await createCard(
      { cardId, type: 'upload' },
      { data: Buffer.from('just some text, not a video at all'), filename: 'fake.mp4' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(VIDEO_MESSAGES.notAVideo);
    const audioOnly = await createCard(
      { cardId, type: 'upload' },
      { data: makeWav(8000), filename: 'voice.mp4' },
    );
    expect(audioOnly.json().message).toBe(VIDEO_MESSAGES.notAVideo);
    const big = Buffer.concat([await makeVideoClip(1), randomBytes(UPLOAD_LIMIT)]);
    const tooLarge = await createCard(
      { cardId, type: 'upload' },
      { data: big, filename: 'big.mp4' },
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(VIDEO_MESSAGES.tooLarge);
    const neither = await createCard({ cardId, type: 'template' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(VIDEO_MESSAGES.templateOrFile);
    const noFile = await createCard({ cardId, type: 'upload' });
    expect(noFile.json().message).toBe(VIDEO_MESSAGES.templateOrFile);
    const unknown = await createCard({ cardId, type: 'template', templateId: 'no-such-template' });
    expect(unknown.json().message).toBe(VIDEO_MESSAGES.unknownTemplate);
    const fields = { cardId, type: 'template', templateId: 'congratulations' };
    const unknownMusic = await createCard({ ...fields, music: 'disco' });
    expect(unknownMusic.statusCode).toBe(400);
    expect(unknownMusic.json().message).toBe(VIDEO_MESSAGES.unknownMusic);
    const unknownOccasion = await createCard({ ...fields, occasion: 'Halloween' });
    expect(unknownOccasion.statusCode).toBe(400);
    expect(unknownOccasion.json().message).toBe(VIDEO_MESSAGES.unknownOccasion);
    expect(await imagesKept()).toBe(imagesBefore);
    const noJob = await t.app.inject({
      url: '/api/video/jobs/NoSuchJob000000000',
      headers: t.visitor,
    });
    expect(noJob.statusCode).toBe(404);
  }, 60_000);
});

describe('a render handed back by a stopping worker', () => {
  it('kills ffmpeg, queues the row again and leaves no files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-video-stop-'));
    const cardId = newCardId();
    const jobs = new VideoJobsRepository(t.db);
    const inserted = await jobs.insertAdmitted(
      {
        id: `stop${randomBytes(8).toString('hex')}`,
        cardId,
        visitorId: 'visitor-media-test',
        templateId: 'congratulations',
        uploadBlobId: null,
        voiceBlobId: null,
        frontBlobId: await keepCardFront(t.app, 'visitor-media-test'),
        title: 'Stopping',
        message: '',
        occasion: null,
        music: 'template',
      },
      '127.0.0.1',
      () => ({ ok: true, priority: 1 }),
    );
    if (!('row' in inserted)) throw new Error('the row was not stored');
    const { row } = inserted;
    const renders = new VideoRenderJob({
      jobs,
      events: new VideoJobEvents(new StatusPublisher(t.redis, quietLogger())),
      blobs: new PostgresBlobStore(new BlobRepository(t.db), 1000),
      renderer: new VideoRenderer(locateFfmpeg()),
      templates: new UploadedVideoTemplatesSource(new TemplatesRepository(t.db)),
      workDir: dir,
      logger: quietLogger(),
    });
    const stopping = new AbortController();
    const run = renders.run(row.id, 1, stopping.signal);
    await expect
      .poll(async () => (await jobs.find(row.id))?.progress ?? 0, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(5);
    stopping.abort(new Error('worker stopping'));
    await expect(run).rejects.toThrow('worker stopping');
    expect(await jobs.find(row.id)).toMatchObject({ status: 'queued', progress: 0 });
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    // The row was never on the queue: left queued, the reconciler of a later test's worker
    // process would put it there and render it in that test's directory.
    await t.db.deleteFrom('video_job').where('id', '=', row.id).execute();
  }, 120_000);
});

/** Processes (ffmpeg) whose command line names a file in `dir`. */
async function programsWorkingIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(dir)) found.push(cmdline.split('\0')[0]!);
  }
  return found;
}

describe('a render worker process killed mid-render', () => {
  function startWorkerProcess(dir: string) {
    const child = spawn(
      process.execPath,
      ['--conditions=@cardsmith/source', '--import', 'tsx', 'services/media/src/worker.ts'],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
          INTERNAL_SECRET: TEST_INTERNAL_SECRET,
          DATABASE_URL: infra.databaseUrl,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: infra.redisPrefix,
          METRICS_PORT: '0',
          VIDEO_WORK_DIR: dir,
          MEDIA_BLOB_CHUNK_BYTES: String(64 * 1024),
          WORKER_LOCK_DURATION_MS: '2000',
          WORKER_STALLED_INTERVAL_MS: '1000',
          QUEUE_RECONCILE_INTERVAL_MS: '60000',
        },
      },
    );
    const exited = once(child, 'exit');
    stops.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    return { child, exited };
  }

  it('is rendered by the next worker, and the dead run leaves no files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-video-kill-'));
    const cardId = newCardId();
    const created = await createCard({
      cardId,
      type: 'template',
      templateId: 'congratulations',
      title: 'Well done',
    });
    const { jobId } = created.json();
    const jobs = new VideoJobsRepository(t.db);

    const first = startWorkerProcess(dir);
    await expect
      .poll(async () => (await jobs.find(jobId))?.progress ?? 0, { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(5);
    expect(await programsWorkingIn(dir)).not.toEqual([]);
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await jobs.find(jobId))?.status).toBe('rendering');
    const orphans = await readdir(dir);
    expect(orphans.some((name) => name.endsWith(jobId))).toBe(true);
    // Issue 32, defect 7: ffmpeg dies with its worker, and with no worker running the job
    // stops showing its last percent once its heartbeats stop.
    await expect.poll(() => programsWorkingIn(dir), { interval: 100 }).toEqual([]);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: `/api/video/jobs/${jobId}`, headers: t.visitor })).json(),
        { timeout: 2 * RENDER_STALE_MS, interval: 250 },
      )
      .toMatchObject({ status: 'retrying', progress: 0, label: RETRYING_LABEL });

    startWorkerProcess(dir);
    await expect
      .poll(async () => (await jobs.find(jobId))?.status, { timeout: 110_000, interval: 250 })
      .toBe('done');
    const done = await t.app.inject({ url: `/api/video/jobs/${jobId}`, headers: t.visitor });
    expect(done.json()).toMatchObject({ status: 'done', progress: 100 });
    expect((await handedToCard(jobId))?.video.videoUrl).toBe(done.json().videoUrl);
    // The row is done before the run's own directory is removed (its finally): wait for that.
    await expect.poll(() => readdir(dir), { interval: 100 }).toEqual([]);
    expect(existsSync(join(dir, orphans[0]!))).toBe(false);
    await rm(dir, { recursive: true, force: true });
  }, 180_000);
});
