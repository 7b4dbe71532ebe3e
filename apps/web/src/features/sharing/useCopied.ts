import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@cardsmith/contracts';

/** Copies text and reports 'copied' for the spec's 2 s confirmation. */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), TIMINGS.copyConfirmMs);
  }, []);
  return { copied, copy };
}
