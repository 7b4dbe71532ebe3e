export interface CachedPng {
  png: Buffer;
  /** Strong ETag, quoted. */
  etag: string;
}

/**
 * Rendered PNGs by key, least recently used evicted first, bounded by total bytes. Concurrent
 * misses for one key share a single render, so a burst of requests renders once.
 */
export class PngCache<V extends CachedPng = CachedPng> {
  private readonly entries = new Map<string, V>();
  private readonly pending = new Map<string, Promise<V>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const existing = this.entries.get(key);
    if (existing) {
      this.entries.delete(key);
      this.bytes -= existing.png.length;
    }
    if (value.png.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.png.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.png.length;
    }
  }

  async getOrCreate(key: string, create: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached) return cached;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = create()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
