import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertDialog } from 'radix-ui';
import { cardsRoutes, sharingRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { api, errorMessage, isMissingCard } from '../../lib/api.js';

const DELETE_FAILED = 'We could not delete your card. Please try again.';

/**
 * Asks before deleting the card and stays open while the request runs, so a failure is read
 * where the visitor pressed Delete and a second press cannot be made meanwhile.
 */
function DeleteCardButton({ cardId, onDeleted }: { cardId: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(cardsRoutes.deleteCard, { params: { id: cardId } }),
    onSettled: (_answer, error) => {
      // Deleted in another tab already: the card is gone, which is what was asked for.
      if (error && !isMissingCard(error)) return;
      // Lists elsewhere in the app must stop offering the card.
      void queryClient.invalidateQueries({ queryKey: [sharingRoutes.trending.path] });
      void queryClient.invalidateQueries({ queryKey: [cardsRoutes.listMyCards.path] });
      onDeleted();
    },
  });
  const failed = remove.isError && !isMissingCard(remove.error);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <AlertDialog.Trigger className={buttonClass('secondary', 'sm')}>
        Delete card
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold">Delete this card?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-600">
            Its link will stop working for everyone you sent it to, and it leaves Trending. This
            cannot be undone.
          </AlertDialog.Description>
          {failed ? (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorMessage(remove.error, DELETE_FAILED)}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel
              disabled={remove.isPending}
              className={buttonClass('secondary', 'sm')}
            >
              Keep card
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={remove.isPending}
              className={buttonClass('primary', 'sm')}
              onClick={(event) => {
                // Stay open until the answer: the dialog shows the wait and any failure.
                event.preventDefault();
                remove.mutate();
              }}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** What only the card's maker can do from its page: go back to editing it, or delete it. */
export function OwnerActions({ cardId, onDeleted }: { cardId: string; onDeleted: () => void }) {
  return (
    <div className="mx-auto -mt-4 mb-8 flex max-w-[500px] flex-wrap justify-center gap-3">
      <Link
        to={`/editor?card=${encodeURIComponent(cardId)}`}
        className={buttonClass('primary', 'sm')}
      >
        Edit this card
      </Link>
      <DeleteCardButton cardId={cardId} onDeleted={onDeleted} />
    </div>
  );
}
