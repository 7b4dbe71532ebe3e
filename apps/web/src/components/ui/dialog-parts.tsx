import { Dialog } from 'radix-ui';
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
