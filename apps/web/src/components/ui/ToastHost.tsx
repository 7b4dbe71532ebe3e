import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store.js';

const Toaster = lazy(async () => ({ default: (await import('./Toaster.js')).Toaster }));

const isF8 = (event: KeyboardEvent) => event.key === 'F8' || event.code === 'F8';

/**
 * Most visits never raise a toast, so the toast UI (Radix Toast and its layers) is fetched with
 * the first one instead of weighing on the first page load; once there it stays mounted. F8
 * must reach the notification region from page load too, so the first F8 fetches the UI and
 * focuses the region as soon as it is there; after that Radix answers F8 itself.
 */
export function ToastHost() {
  const items = useToasts();
  const [needed, setNeeded] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isF8(event)) return;
      setFocusOnMount(true);
      setNeeded(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
