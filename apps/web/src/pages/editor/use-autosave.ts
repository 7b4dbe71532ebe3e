import { useEffect, useRef, useState } from 'react';
import type { SaveOutcome } from './use-save-and-copy.js';

/** A pause in editing this long saves the card… */
export const AUTOSAVE_PAUSE_MS = 800;
/** …and editing without a pause still saves this soon after the first unsaved change. */
export const AUTOSAVE_MAX_WAIT_MS = 2000;
/** A save that failed (or found no network) is tried again this much later, or when back online. */
export const AUTOSAVE_RETRY_MS = 5000;

/** What the header says about saving. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed' | 'conflict' | 'unsaved' | null;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Saves the card by itself while `enabled`: `AUTOSAVE_PAUSE_MS` after the last change, and no
 * later than `AUTOSAVE_MAX_WAIT_MS` after the first unsaved one. Offline it waits for the
 * network; a refused save for an older version stops it until the visitor chooses (`conflict`).
 * The local draft (written on every change) covers what is not saved yet.
 */
export function useAutosave({
  enabled,
  dirty,
  busy,
  conflict,
  change,
  attempt,
}: {
  /** The card is the visitor's own and saved once: later changes are its next versions. */
  enabled: boolean;
  dirty: boolean;
  /** A save is running (Save and Share's, or ours). */
  busy: boolean;
  conflict: boolean;
  /** Anything that changes with every edit (the card): each change restarts the pause. */
  change: unknown;
  attempt: () => Promise<SaveOutcome>;
}): SaveStatus {
  const online = useOnline();
  const [failed, setFailed] = useState<'offline' | 'failed' | null>(null);
  const [retries, setRetries] = useState(0);
  const dirtySince = useRef<number | null>(null);
  const latestAttempt = useRef(attempt);
  useEffect(() => {
    latestAttempt.current = attempt;
  });

  useEffect(() => {
    if (!dirty) {
      dirtySince.current = null;
      return;
    }
    if (!enabled || busy || conflict || !online) return;
    dirtySince.current ??= Date.now();
    const left = AUTOSAVE_MAX_WAIT_MS - (Date.now() - dirtySince.current);
    const timer = setTimeout(
      () => {
        void latestAttempt.current().then((outcome) => {
          if (outcome.saved || outcome.reason === 'conflict') {
            setFailed(null);
            return;
          }
          setFailed(outcome.reason);
          setTimeout(() => setRetries((count) => count + 1), AUTOSAVE_RETRY_MS);
        });
      },
      Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, left)),
    );
    return () => clearTimeout(timer);
  }, [dirty, enabled, busy, conflict, online, change, retries]);

  if (conflict) return 'conflict';
  if (!dirty) return enabled ? 'saved' : null;
  if (!enabled) return 'unsaved';
  if (!online || failed === 'offline') return 'offline';
  if (failed === 'failed' && !busy) return 'failed';
  return 'saving';
}

export const SAVE_STATUS_TEXT: Record<Exclude<SaveStatus, null>, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — will save',
  failed: 'Not saved yet — retrying',
  conflict: 'Changed elsewhere',
  unsaved: 'Unsaved changes',
};
