import { videoProgressLabel, type VideoJob } from '@cardsmith/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createVideoCard, watchVideoJob, type VideoCardRequest } from './video-api.js';

export type VideoRenderState =
  | { phase: 'idle'; progress: 0 }
  | { phase: 'rendering'; progress: number; label: string }
  | { phase: 'done'; progress: 100; job: VideoJob & { videoUrl: string; posterUrl: string } }
  | { phase: 'failed'; progress: 0; reason: string | null };

const IDLE: VideoRenderState = { phase: 'idle', progress: 0 };

/**
 * Starts a video card render and follows its real progress (ffmpeg's own counter, through the
 * job's event stream). On failure progress goes back to 0 (spec 001 §4).
 */
export function useVideoRender() {
  const [state, setState] = useState<VideoRenderState>(IDLE);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(async (request: VideoCardRequest): Promise<VideoRenderState> => {
    stop.current?.();
    setState({ phase: 'rendering', progress: 0, label: videoProgressLabel(0) });
    let jobId: string;
    try {
      jobId = await createVideoCard(request);
    } catch (error) {
      const failed: VideoRenderState = {
        phase: 'failed',
        progress: 0,
        reason: error instanceof Error ? error.message : null,
      };
      setState(failed);
      return failed;
    }
    return new Promise((resolve) => {
      stop.current = watchVideoJob(
        jobId,
        (job) => {
          let next: VideoRenderState;
          if (job.status === 'done' && job.videoUrl && job.posterUrl) {
            next = {
              phase: 'done',
              progress: 100,
              job: { ...job, videoUrl: job.videoUrl, posterUrl: job.posterUrl },
            };
          } else if (job.status === 'failed') {
            next = { phase: 'failed', progress: 0, reason: job.error ?? null };
          } else {
            next = { phase: 'rendering', progress: job.progress, label: job.label };
          }
          setState(next);
          if (next.phase !== 'rendering') resolve(next);
        },
        () => {
          const lost: VideoRenderState = {
            phase: 'failed',
            progress: 0,
            reason: 'We lost touch with the video being made. Please try again.',
          };
          setState(lost);
          resolve(lost);
        },
      );
    });
  }, []);

  const reset = useCallback(() => {
    stop.current?.();
    setState(IDLE);
  }, []);

  return { state, start, reset };
}
