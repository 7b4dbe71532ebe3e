import type { Cancel, Scheduler } from '@cardsmith/service-kit';

interface Task {
  dueAt: number;
  delayMs: number;
  intervalMs: number | null;
  run: () => unknown;
}

/**
 * A Scheduler for tests: nothing runs until the test moves its clock with `advance`, which runs
 * each task that falls due, in time order, and awaits the promise the task returns. A back-off of
 * minutes then takes no real time, and a busy machine cannot make a task late or early.
 */
export class ManualScheduler implements Scheduler {
  private nowMs = 0;
  private readonly tasks = new Set<Task>();
  private readonly waiters = new Set<() => void>();

  after(delayMs: number, run: () => unknown): Cancel {
    return this.add({ dueAt: this.nowMs + delayMs, delayMs, intervalMs: null, run });
  }

  every(intervalMs: number, run: () => unknown): Cancel {
    return this.add({ dueAt: this.nowMs + intervalMs, delayMs: intervalMs, intervalMs, run });
  }

  /** The delays of the one-shot tasks waiting to run, in the order they fall due. */
  pendingDelays(): number[] {
    return [...this.tasks]
      .filter((task) => task.intervalMs === null)
      .sort((a, b) => a.dueAt - b.dueAt)
      .map((task) => task.delayMs);
  }

  /** Resolves once a one-shot task with this delay is waiting to run (at once if one is). */
  async waitForTask(delayMs: number): Promise<void> {
    while (!this.pendingDelays().includes(delayMs)) {
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  /** Moves the clock `ms` forward, running and awaiting every task due meanwhile, in order. */
  async advance(ms: number): Promise<void> {
    const until = this.nowMs + ms;
    for (;;) {
      const next = [...this.tasks]
        .filter((task) => task.dueAt <= until)
        .sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!next) break;
      this.nowMs = next.dueAt;
      if (next.intervalMs === null) this.tasks.delete(next);
      else next.dueAt += next.intervalMs;
      await next.run();
    }
    this.nowMs = until;
  }

  private add(task: Task): Cancel {
    this.tasks.add(task);
    for (const wake of [...this.waiters]) {
      this.waiters.delete(wake);
      wake();
    }
    return () => {
      this.tasks.delete(task);
    };
  }
}
