/** How often a replica sends its new counts to Redis and hears the other replicas' totals. */
export const RATE_LIMIT_FLUSH_MS = 100;

/** The shared side of the counts: adds each key's increments and answers its new total. */
export interface SharedCounts {
  add(batch: readonly SharedIncrement[]): Promise<SharedTotal[]>;
}

export interface SharedIncrement {
  key: string;
  by: number;
  windowMs: number;
}

export interface SharedTotal {
  total: number;
  /** Time left in the key's window; ≤ 0 when the key has no window (then the local one holds). */
  ttlMs: number;
}

interface Window {
  /** The total across replicas as Redis last answered it (this replica's sent counts included). */
  shared: number;
  /** Counted here and sent, its answer not yet back. */
  inFlight: number;
  /** Counted here, not yet sent. */
  pending: number;
  endsAt: number;
  windowMs: number;
}

/** A key's count in its window and the time left in that window (ms). */
export interface CountAnswer {
  current: number;
  ttl: number;
}

/**
 * Fixed-window request counts answered in this process with no round trip, batched to Redis
 * every `RATE_LIMIT_FLUSH_MS` so every replica of a service counts together.
 *
 * The count a request is judged by is the total Redis last answered for its key plus what this
 * replica has counted since; a replica hears a key's total in the flush after it counts that key
 * (within one flush interval plus a Redis round trip). So with one replica the limit is exact;
 * with several, a visitor gets past it by what the other replicas admitted for them that this
 * one has not heard of yet: for requests spread over the replicas, about one flush interval's
 * worth; for a burst reaching several replicas that had not seen the visitor for a while, up to
 * the limit on each before their next flush. While Redis is unreachable the counts stay local
 * (the limit holds per replica) and are sent once it answers again.
 */
export class BatchedWindowCounts {
  private readonly windows = new Map<string, Window>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly shared: SharedCounts,
    private readonly now: () => number = Date.now,
    private readonly onFlushError: (error: unknown) => void = () => {},
  ) {}

  /** Counts one request under `key` and answers the count it is judged by. */
  increment(key: string, windowMs: number): CountAnswer {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.endsAt) {
      // A new window; answers of a flush still under way belong to the one before.
      window = { shared: 0, inFlight: 0, pending: 0, endsAt: now + windowMs, windowMs };
      this.windows.set(key, window);
    }
    window.pending += 1;
    return {
      current: window.shared + window.inFlight + window.pending,
      ttl: window.endsAt - now,
    };
  }

  /** The count under `key` without adding to it. */
  read(key: string): CountAnswer {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now >= window.endsAt) return { current: 0, ttl: 0 };
    return { current: window.shared + window.inFlight + window.pending, ttl: window.endsAt - now };
  }

  /** Keys counted here; ended windows with nothing left to send are dropped at each flush. */
  get size(): number {
    return this.windows.size;
  }

  /** Sends the counts made since the last flush; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.sendPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendPending(): Promise<void> {
    const now = this.now();
    const sent: Array<[string, Window]> = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) {
        window.inFlight = window.pending;
        window.pending = 0;
        sent.push([key, window]);
      } else if (now >= window.endsAt) {
        this.windows.delete(key);
      }
    }
    if (sent.length === 0) return;
    let totals: SharedTotal[];
    try {
      totals = await this.shared.add(
        sent.map(([key, window]) => ({ key, by: window.inFlight, windowMs: window.windowMs })),
      );
    } catch (error) {
      for (const [, window] of sent) {
        window.pending += window.inFlight;
        window.inFlight = 0;
      }
      this.onFlushError(error);
      return;
    }
    const answeredAt = this.now();
    sent.forEach(([key, window], index) => {
      const { total, ttlMs } = totals[index]!;
      window.inFlight = 0;
      // A window that ended meanwhile was replaced (see increment): its answer is stale.
      if (this.windows.get(key) !== window) return;
      window.shared = total;
      if (ttlMs > 0) window.endsAt = answeredAt + ttlMs;
    });
  }
}
