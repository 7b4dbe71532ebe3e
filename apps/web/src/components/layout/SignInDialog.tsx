import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button.js';
import { DialogCornerClose, DialogOverlay } from '../ui/dialog-parts.js';

/**
 * Accounts do not exist yet. Rather than a button that does nothing, Sign In explains how cards
 * are kept today: each browser gets an anonymous visitor identity that owns the cards it saves.
 */
export function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
          <Dialog.Title className="font-display text-2xl font-semibold">
            Accounts are on their way
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-600">
            Cardsmith does not have sign-in yet, and you do not need it: every card you save is kept
            for this browser, and anyone you share a card&apos;s link with can open it.
          </Dialog.Description>
          <p className="mt-3 text-sm text-stone-600">
            When accounts arrive, the cards saved in this browser will move into yours.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary', 'sm')}>Close</Dialog.Close>
            <Dialog.Close asChild>
              <Link to="/modern-editor" className={buttonClass('primary', 'sm')}>
                Start designing
              </Link>
            </Dialog.Close>
          </div>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
