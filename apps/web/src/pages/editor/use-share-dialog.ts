import { useState } from 'react';
import { toast } from '../../components/ui/toast-store.js';

/**
 * Save and Share: saves the card, then opens the saved dialog with its links. Someone else's
 * card opened through an edit link is saved by its live session (collab persists the room);
 * saving it here would make a copy owned by this visitor instead.
 */
export function useShareDialog({
  cardId,
  urlCard,
  editToken,
  live,
  save,
}: {
  cardId: string | null;
  urlCard: string | null;
  editToken: string | null;
  live: boolean;
  save: () => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const target = editToken ? { cardId: urlCard!, editToken } : cardId ? { cardId } : null;

  async function saveAndShare() {
    if (editToken) {
      if (live) setOpen(true);
      else
        toast({
          title: 'Error',
          description:
            'Changes to a shared card are saved through its live session. Turn on collaboration to save them.',
          variant: 'destructive',
        });
      return;
    }
    const id = await save();
    setOpen(Boolean(id));
  }

  return { open, setOpen, target, saveAndShare };
}
