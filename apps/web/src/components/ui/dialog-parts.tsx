import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconX } from './icons.js';

/** The dimmed backdrop behind every modal dialog. */
export function DialogOverlay() {
  return (
    <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-fade-in" />
  );
}

/** The × in a dialog's top-right corner; its content must be `relative` or fixed. */
export function DialogCornerClose() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="absolute top-4 right-4 rounded-md p-1 text-stone-500 hover:text-stone-900"
    >
      <IconX className="size-5" />
    </Dialog.Close>
  );
}

/**
 * The centred panel of the app's short modal forms (sign in, report, name the card, join a
 * session): backdrop, panel and corner ×, inside the caller's `Dialog.Root`.
 */
export function DialogPanel({ children }: { children: ReactNode }) {
  return (
    <Dialog.Portal>
      <DialogOverlay />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
        {children}
        <DialogCornerClose />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
