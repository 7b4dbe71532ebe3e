export type TimerHandle = unknown;

/** Time as the client sees it: injected so tests move it by hand instead of waiting. */
export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** ms since the epoch. */
  now(): number;
}

/** The host's clock, looked up on every call so a test's fake timers still apply. */
export const systemTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
