import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { SWIPE_THRESHOLD_PX, TIMINGS } from '@cardsmith/contracts';
import { dismissToast, useToasts } from './toast-store.js';
import { IconX } from './icons.js';

const VARIANT_CLASS = {
  default: 'border-stone-200 bg-white text-stone-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

/**
 * Renders the toast region; F8 moves focus to it (Radix's notification hotkey). `focusOnMount`
 * focuses it at once, for the F8 press that caused it to load.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const items = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={TIMINGS.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity ${VARIANT_CLASS[item.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <IconX className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
