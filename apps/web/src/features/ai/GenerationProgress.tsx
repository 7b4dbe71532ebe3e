import { useEffect, useState } from 'react';

/** How often the bar moves; smooth enough to look alive, rare enough to cost nothing. */
const TICK_MS = 100;

/**
 * A progress bar for a request whose duration is unknown: it eases towards 90 % over about
 * `expectedMs` and never claims to be done, so a slow answer does not look stuck or finished.
 */
export function GenerationProgress({ expectedMs, label }: { expectedMs: number; label: string }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const percent = Math.round(90 * (1 - Math.exp(-elapsed / expectedMs)));
  return (
    <div className="grid w-full max-w-sm gap-3 text-center">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-rose-600 transition-[width] duration-100"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {label}…
      </p>
    </div>
  );
}
