interface Waiter {
  pixels: number;
  admit: () => void;
}

/**
 * Admits renders while the decoded pixels of those running stay within a budget, in arrival
 * order. resvg holds every picture of a render decoded until the render ends, so two heavy
 * renders on two threads cost twice the memory: the gate lets a heavy one wait instead. A render
 * alone is always admitted (the per-render cap is checked before), and one with no pictures costs
 * nothing, so only heavy renders ever wait.
 */
export class PixelGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly maxPixels: number) {}

  /** Resolves with the release to call when the render ends; rejects if `signal` aborts first. */
  acquire(pixels: number, signal: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        pixels,
        admit: () => {
          signal.removeEventListener('abort', onAbort);
          this.running += pixels;
          resolve(() => this.release(pixels));
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(signal.reason);
        this.admitWaiting();
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      this.admitWaiting();
    });
  }

  private release(pixels: number): void {
    this.running -= pixels;
    this.admitWaiting();
  }

  private admitWaiting(): void {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      const fits = this.running === 0 || this.running + next.pixels <= this.maxPixels;
      if (!fits) return;
      this.waiting.shift();
      next.admit();
    }
  }
}
