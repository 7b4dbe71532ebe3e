import { availableParallelism } from 'node:os';
import { HttpError } from '@cardsmith/service-kit';
import { Piscina } from 'piscina';
import { PixelGate } from './pixel-gate.js';
import { assertWithinPixelBudget, RENDER_MAX_DECODED_PIXELS } from './render-budget.js';

/** What a pool thread needs to draw a preview: images travel along, fetched beforehand. */
export interface RenderJob {
  svg: string;
  width: number;
  /** Image bytes by the href the SVG uses; a href missing here is left out. */
  images: [string, Uint8Array][];
}

export interface RenderPoolOptions {
  /** A render still running after this is stopped (its thread is ended) and answered 503. */
  timeoutMs: number;
  /** V8 heap of each thread; resvg's own pixel buffers are bounded by the image pixel limit and the preview widths. */
  maxHeapMb: number;
  threads?: number;
}

export const RENDER_TIMEOUT_MESSAGE =
  'This preview took too long to draw. Please try again in a moment.';

export const RENDER_FAILED_MESSAGE = 'This preview could not be drawn. Please try again later.';

/**
 * Under tsx or Vitest the worker is this folder's TypeScript source, which a bare worker thread
 * cannot load: it gets the same loader and source condition the service runs with.
 */
function workerSource(): { filename: string; execArgv: string[] } {
  const runningFromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./render-worker.${runningFromSource ? 'ts' : 'js'}`, import.meta.url)
    .href;
  const execArgv = runningFromSource
    ? ['--import', 'tsx', '--conditions=@cardsmith/source']
    : process.execArgv;
  return { filename, execArgv };
}

/**
 * Rasterises previews in worker threads, so a slow or huge render never holds up the cards
 * service's other requests (health checks included), each with a time and a memory cap.
 */
export class RenderPool {
  private readonly pool: Piscina<RenderJob, Uint8Array>;
  private readonly gate = new PixelGate(RENDER_MAX_DECODED_PIXELS);

  constructor(private readonly options: RenderPoolOptions) {
    const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.pool = new Piscina({
      ...workerSource(),
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
      // resvg frees a render's pixel buffers (11 MB at 1000×1400) in finalizers that run on the
      // thread's event loop. Piscina's default waits for the next task with Atomics.wait, which
      // stops that loop: the buffers were never freed, and the service grew 11 MB a render.
      atomics: 'disabled',
    });
  }

  async render(job: RenderJob): Promise<Buffer> {
    // Checked here, before a thread is given the job: resvg's decoding cannot be stopped once
    // it has started, not even by ending its thread at the time limit.
    const pixels = assertWithinPixelBudget(job.svg, job.images);
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let release: (() => void) | undefined;
    try {
      release = await this.gate.acquire(pixels, signal);
      const png = await this.pool.run(job, { signal });
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } catch (error) {
      if (signal.aborted) throw new HttpError(503, 'service_unavailable', RENDER_TIMEOUT_MESSAGE);
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new HttpError(503, 'service_unavailable', RENDER_FAILED_MESSAGE);
      }
      throw error;
    } finally {
      release?.();
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
