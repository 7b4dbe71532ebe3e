import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { VideoJob } from '@cardsmith/contracts';
import { StatusPublisher, type Logger } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoJobEvents } from '../src/video/jobs/video-job-events.js';
import { VideoJobsRepository } from '../src/video/jobs/video-jobs.repository.js';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let port: number;
const opened: IncomingMessage[] = [];

beforeAll(async () => {
  t = await createMediaTestApp({
    video: {
      queue: { enqueue: async () => undefined },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const response of opened) response.destroy();
  await t.close();
});

/** A render row of the test visitor, stored as the API stores it. */
async function storedJob(jobs: VideoJobsRepository) {
  const stored = await jobs.insertAdmitted(
    {
      id: `events${randomBytes(8).toString('hex')}`,
      cardId: `Card${randomBytes(9).toString('hex')}`,
      visitorId: 'visitor-media-test',
      templateId: 'congratulations',
      uploadBlobId: null,
      voiceBlobId: null,
      frontBlobId: 'front-never-drawn',
      title: 'Well done',
      message: '',
      occasion: null,
      music: 'template',
    },
    '10.0.0.33',
    () => ({ ok: true, priority: 1 }),
  );
  if (!('row' in stored)) throw new Error('the row was not stored');
  return stored.row;
}

/** One viewer's stream: resolves `first` at its first event and `all` when the stream ends. */
async function view(jobId: string) {
  const outgoing = request({
    host: '127.0.0.1',
    port,
    path: `/api/video/jobs/${jobId}/events`,
    headers: t.visitor,
  });
  outgoing.end();
  const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
  opened.push(response);
  const events: VideoJob[] = [];
  let buffered = '';
  let firstSeen: () => void = () => {};
  const first = new Promise<void>((resolve) => (firstSeen = resolve));
  const all = new Promise<VideoJob[]>((resolve, reject) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffered += chunk;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) events.push(JSON.parse(block.slice(6)) as VideoJob);
      if (events.length > 0) firstSeen();
    });
    response.once('end', () => resolve(events));
    response.once('error', reject);
  });
  return { status: response.statusCode, first, all };
}

describe('video job events', () => {
  it('carry each move the worker publishes to every viewer, who read the row only when they came', async () => {
    const jobs = new VideoJobsRepository(t.db);
    const events = new VideoJobEvents(new StatusPublisher(t.redis, t.app.log as unknown as Logger));
    const row = await storedJob(jobs);
    const viewers = await Promise.all(Array.from({ length: 20 }, () => view(row.id)));
    expect(viewers.every((viewer) => viewer.status === 200)).toBe(true);
    await Promise.all(viewers.map((viewer) => viewer.first));

    // What the worker does, without ffmpeg: its row moves, and each move is published.
    await events.changed(await jobs.start(row.id));
    await events.changed(await jobs.setProgress(row.id, 40));
    await events.changed(await jobs.touch(row.id)); // a heartbeat: the same view, not sent again
    await events.changed(await jobs.setProgress(row.id, 75));
    // Stand-ins for the rendered video and its poster: any two stored blobs.
    const [video, poster] = await Promise.all(
      [1, 2].map(async (size) => {
        const stored = await t.upload(makePng(size, size), 'still.png', 'image/png');
        return stored.json().id as string;
      }),
    );
    await events.changed(
      await jobs.finish(
        row.id,
        { videoBlobId: video!, posterBlobId: poster!, durationSeconds: 3 },
        {
          cardId: row.card_id,
          video: {
            videoUrl: `/api/media/${video!}`,
            posterUrl: `/api/media/${poster!}`,
            durationSeconds: 3,
          },
        },
      ),
    );

    for (const seen of await Promise.all(viewers.map((viewer) => viewer.all))) {
      expect(seen.map((job) => [job.status, job.progress])).toEqual([
        ['queued', 0],
        ['rendering', 0],
        ['rendering', 40],
        ['rendering', 75],
        ['done', 100],
      ]);
      expect(seen[0]).toMatchObject({ queuePosition: expect.any(Number) });
      expect(seen.at(-1)).toMatchObject({ videoUrl: `/api/media/${video}`, label: 'Done' });
    }
  });

  it('give a viewer who comes after the end the final state and close', async () => {
    const jobs = new VideoJobsRepository(t.db);
    const row = await storedJob(jobs);
    await jobs.start(row.id);
    await jobs.fail(row.id, 'The video could not be rendered. Please try again.', true);
    const late = await view(row.id);
    expect((await late.all).map((job) => job.status)).toEqual(['failed']);
  });

  it('answer a job that is not the visitor’s with 404 before any event', async () => {
    const response = await t.app.inject({
      url: '/api/video/jobs/nosuchjob0000/events',
      headers: t.visitor,
    });
    expect(response.statusCode).toBe(404);
  });
});
