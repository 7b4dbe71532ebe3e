import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TIMINGS } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck, IconX } from '../../components/ui/icons.js';

/** After a save: the card's own public link on this origin, with a copy button. */
export function SharePanel({
  cardId,
  open,
  onOpenChange,
}: {
  cardId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const url = `${window.location.origin}/cards/${cardId}`;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copyConfirmMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-2xl font-semibold">Your card is saved</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-600">
            Anyone with this link can open your card.
          </Dialog.Description>
          <label htmlFor="share-link" className="mt-4 block text-sm font-semibold">
            Card link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="share-link"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
            />
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => void copy()}
            >
              {copied ? (
                <>
                  <IconCheck className="size-4" /> Copied
                </>
              ) : (
                'Copy link'
              )}
            </button>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Link to={`/cards/${cardId}`} className={buttonClass('secondary', 'sm')}>
              Open card page
            </Link>
            <Dialog.Close className={buttonClass('ghost', 'sm')}>Keep editing</Dialog.Close>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-stone-500 hover:text-stone-900"
          >
            <IconX className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
