/**
 * Reads ffmpeg's `-progress` output (key=value lines, a block per update ending in
 * `progress=continue` or `progress=end`) and reports the seconds of output written so far.
 * ffmpeg 4.1 names the microsecond counter `out_time_ms`, later versions also `out_time_us`.
 */
export class FfmpegProgressParser {
  private buffered = '';

  constructor(private readonly onSeconds: (seconds: number) => void) {}

  push(chunk: string): void {
    this.buffered += chunk;
    const lines = this.buffered.split('\n');
    this.buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
      if (match) this.onSeconds(Number(match[1]) / 1_000_000);
    }
  }
}

/**
 * A job's progress 0–100 from its stage: preparing the inputs, ffmpeg's own counter (out_time
 * over the planned seconds), storing the result, done. The labels (spec 001 §4) follow from it.
 */
export const PROGRESS = { prepared: 5, rendered: 90, stored: 97, done: 100 } as const;

export function renderProgress(outSeconds: number, plannedSeconds: number): number {
  const fraction = plannedSeconds > 0 ? Math.min(1, Math.max(0, outSeconds / plannedSeconds)) : 0;
  return Math.floor(PROGRESS.prepared + fraction * (PROGRESS.rendered - PROGRESS.prepared));
}

/** Keeps reported progress monotonic and only reports whole-percent changes. */
export function monotonicReporter(report: (progress: number) => void): (progress: number) => void {
  let last = -1;
  return (progress) => {
    const value = Math.min(100, Math.max(0, Math.floor(progress)));
    if (value <= last) return;
    last = value;
    report(value);
  };
}
