import { AlertDialog } from 'radix-ui';
import type { Blocker } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';

/**
 * Asks before something throws unsaved changes away. `onClose` runs whenever it closes (after
 * `onConfirm` too), so the caller only has to drop its open state there.
 */
export function DiscardDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary', 'sm')}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary', 'sm')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <DiscardDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description="Your changes stay in this browser as a draft, but they are not saved to your card yet."
      cancelLabel="Stay"
      confirmLabel="Leave"
      // After Leave the blocker is proceeding and has no reset; otherwise this is Stay.
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

/**
 * The card was saved in another tab or device since this editor's version: autosave waits
 * until the visitor says which version to keep, so neither is overwritten unseen.
 */
export function ConflictDialog({
  open,
  onChoose,
}: {
  open: boolean;
  onChoose: (keep: 'mine' | 'theirs') => Promise<void>;
}) {
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className="text-xl font-semibold">
            This card changed somewhere else
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-600">
            It was saved in another tab or on another device after you started editing here. Keep
            your version (it replaces the other), or open the other version (your changes here are
            dropped).
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Action
              className={buttonClass('secondary', 'sm')}
              onClick={() => void onChoose('theirs')}
            >
              Open the other version
            </AlertDialog.Action>
            <AlertDialog.Action
              className={buttonClass('primary', 'sm')}
              onClick={() => void onChoose('mine')}
            >
              Keep my version
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
