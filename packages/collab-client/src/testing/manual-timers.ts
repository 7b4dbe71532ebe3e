import type { TimerHandle, Timers } from '../timers.js';

interface Scheduled {
  id: number;
  at: number;
  run: () => void;
}

/** A clock that moves only when told: timers fire in due order inside `advance`. */
export class ManualTimers implements Timers {
  private current: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(run: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.current + Math.max(0, ms), run });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((timer) => timer.id !== handle);
  }

  /** Moves the clock forward by `ms`, running each timer that falls due on the way. */
  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const due = this.scheduled
        .filter((timer) => timer.at <= until)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.scheduled = this.scheduled.filter((timer) => timer !== due);
      this.current = due.at;
      due.run();
    }
    this.current = until;
  }

  get pending(): number {
    return this.scheduled.length;
  }
}
