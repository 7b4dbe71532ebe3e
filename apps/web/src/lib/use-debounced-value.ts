import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a request keyed on a form's fields waits
 * until the visitor stops changing them instead of going out on every keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
