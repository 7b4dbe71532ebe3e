import { videoProgressLabel } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { FfmpegProgressParser, monotonicReporter, renderProgress } from './progress.js';

describe('ffmpeg progress', () => {
  it('reads out_time in microseconds from both ffmpeg generations, across chunk borders', () => {
    const seen: number[] = [];
    const parser = new FfmpegProgressParser((seconds) => seen.push(seconds));
    parser.push('frame=10\nout_time_us=400000\nout_time_ms=400000\nprogress=con');
    parser.push('tinue\nout_time_us=1');
    parser.push('500000\nprogress=end\n');
    expect(seen).toEqual([0.4, 0.4, 1.5]);
  });

  it('maps ffmpeg’s counter into the render band and never past it', () => {
    expect(renderProgress(0, 10)).toBe(5);
    expect(renderProgress(5, 10)).toBe(47);
    expect(renderProgress(10, 10)).toBe(90);
    expect(renderProgress(12, 10)).toBe(90);
  });

  it('reports only rises, in whole percents', () => {
    const reported: number[] = [];
    const report = monotonicReporter((p) => reported.push(p));
    for (const p of [5, 5.4, 12, 11, 90, 100, 100]) report(p);
    expect(reported).toEqual([5, 12, 90, 100]);
  });

  it('labels progress by the spec’s bands', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 100].map(videoProgressLabel)).toEqual([
      'Analyzing',
      'Analyzing',
      'Applying effects',
      'Applying effects',
      'Rendering',
      'Rendering',
      'Finalizing',
      'Finalizing',
    ]);
  });
});
