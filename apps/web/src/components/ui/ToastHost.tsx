import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store.js';

const Toaster = lazy(async () => ({ default: (await import('./Toaster.js')).Toaster }));

/**
 * Most visits never raise a toast, so the toast UI (Radix Toast and its layers) is fetched with
 * the first one instead of weighing on the first page load; once there it stays mounted.
 */
export function ToastHost() {
  const items = useToasts();
  const [needed, setNeeded] = useState(false);
  if (items.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
