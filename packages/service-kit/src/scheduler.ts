/** Stops a scheduled task; calling it after the task ran, or twice, does nothing. */
export type Cancel = () => void;

/**
 * Delays and intervals (retry back-offs, save timers, heartbeats, reconcilers) go through this
 * instead of the global timers, so a test can run them at once rather than wait for real time
 * (see `ManualScheduler` in `@cardsmith/testing`). A task may return a promise: the
 * real scheduler ignores it, a manual one lets the test await the task's work.
 */
export interface Scheduler {
  after(delayMs: number, task: () => unknown): Cancel;
  every(intervalMs: number, task: () => unknown): Cancel;
}

/**
 * The process's own timers, unref'd: a pending retry or heartbeat never keeps a stopping process
 * alive (services stop their schedules on close anyway).
 */
export const realScheduler: Scheduler = {
  after(delayMs, task) {
    const timer = setTimeout(task, delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
  every(intervalMs, task) {
    const timer = setInterval(task, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};
