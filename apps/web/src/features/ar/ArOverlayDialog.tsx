import type { Card } from '@cardsmith/contracts';
import { Dialog } from 'radix-ui';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';
import { ArCameraView } from './ArCameraView.js';

/** The editor's AR overlay (spec 001 §2): the saved card over the camera; capture, retake, flip. */
export function ArOverlayDialog({
  open,
  card,
  onOpenChange,
}: {
  open: boolean;
  /** The card as saved; null while it is being saved. */
  card: Card | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto bg-stone-950 p-4 text-white sm:p-8">
          <Dialog.Title className="text-xl font-semibold">AR Preview</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-300">
            Point your camera at a table or a wall to see your card there.
          </Dialog.Description>
          <div className="mx-auto mt-4 max-w-3xl">
            {card ? (
              <ArCameraView
                cardImageUrl={`/api/cards/${encodeURIComponent(card.id)}/preview.png?side=front&width=500&v=${card.version}`}
                shareUrl={null}
                variant="overlay"
              />
            ) : (
              <p role="status">Saving your card…</p>
            )}
          </div>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
