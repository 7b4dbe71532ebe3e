import { describe, expect, it } from 'vitest';
import type { VideoJobRow } from '../../db/database.js';
import { presentVideoJob, RENDER_STALE_MS, RETRYING_LABEL } from './video-job-status.js';

const written = new Date('2026-11-28T00:00:00Z');
const after = (ms: number) => new Date(written.getTime() + ms);

function row(overrides: Partial<VideoJobRow>): VideoJobRow {
  return {
    id: 'job0000000001',
    card_id: 'card000000001',
    visitor_id: 'visitor',
    template_id: 'congratulations',
    upload_blob_id: null,
    voice_blob_id: null,
    front_blob_id: 'front0000001',
    title: '',
    message: '',
    occasion: null,
    music: 'template',
    status: 'rendering',
    progress: 33,
    error: null,
    attempts: 1,
    video_blob_id: null,
    poster_blob_id: null,
    duration_seconds: null,
    requester_ip: '127.0.0.1',
    queue_priority: 1,
    created_at: written,
    updated_at: written,
    ...overrides,
  };
}

describe('presentVideoJob', () => {
  it('shows a render that writes its row as it is', () => {
    expect(presentVideoJob(row({}), after(RENDER_STALE_MS))).toMatchObject({
      status: 'rendering',
      progress: 33,
      label: 'Applying effects',
    });
  });

  it('shows a render silent past the heartbeats as retrying from 0, not frozen at 33%', () => {
    expect(presentVideoJob(row({}), after(RENDER_STALE_MS + 1))).toMatchObject({
      status: 'retrying',
      progress: 0,
      label: RETRYING_LABEL,
    });
  });

  it('shows a failed run waiting for its retry as retrying, and a first wait as queued', () => {
    const waitingRetry = row({ status: 'queued', progress: 0, attempts: 1, error: 'x' });
    expect(presentVideoJob(waitingRetry, written).status).toBe('retrying');
    const firstWait = row({ status: 'queued', progress: 0, attempts: 0 });
    expect(presentVideoJob(firstWait, after(60 * 60_000), 2)).toMatchObject({
      status: 'queued',
      queuePosition: 3,
      label: 'Waiting to start: 2 videos ahead of yours',
    });
  });

  it('never calls a finished job stalled', () => {
    const done = row({ status: 'done', progress: 100, video_blob_id: 'v', poster_blob_id: 'p' });
    expect(presentVideoJob(done, after(RENDER_STALE_MS * 10))).toMatchObject({
      status: 'done',
      videoUrl: '/api/media/v',
    });
  });
});
