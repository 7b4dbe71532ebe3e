import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { SharePanel } from '../../features/sharing/SharePanel.js';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';

/**
 * After Save and Share: the sharing panel in a dialog. The card becomes public (trending lists
 * shared cards only) when its owner copies or sends the link from the panel.
 */
export function SavedDialog({
  cardId,
  editToken,
  open,
  onOpenChange,
}: {
  cardId: string;
  /** Set when the card is someone else's, opened through its edit link. */
  editToken?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-2xl font-semibold">Your card is saved</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-stone-600">
            Share it now, or keep editing: the link always shows the latest version.
          </Dialog.Description>
          {open ? <SharePanel cardId={cardId} editToken={editToken} /> : null}
          <div className="mt-6 flex justify-end gap-2">
            <Link to={`/cards/${cardId}`} className={buttonClass('secondary', 'sm')}>
              Open card page
            </Link>
            <Dialog.Close className={buttonClass('ghost', 'sm')}>Keep editing</Dialog.Close>
          </div>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
