import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State mirrored into localStorage, so a reload keeps what the visitor was doing. Storage can be
 * full or disabled (private mode); then the state simply lives in memory.
 */
export function useStoredState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (update: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback, isValid));
  const set = useCallback(
    (update: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const next =
          typeof update === 'function' ? (update as (previous: T) => T)(previous) : update;
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage unavailable: keep working from memory.
        }
        return next;
      });
    },
    [key],
  );
  return [value, set];
}
