import { useRef, useState } from 'react';
import { CARD_DEFAULTS, type CardFields } from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';

/**
 * Save and Share: saves the card, then opens the saved dialog with its links. Someone else's
 * card opened through an edit link is saved by its live session (collab persists the room);
 * saving it here would make a copy owned by this visitor instead. A card still holding the
 * default title is named first, once: one begun here, and one another page saved and handed over
 * (/ai-image, /ai-message, /voice-messages), which the editor opens as a saved card.
 */
export function useShareDialog({
  cardId,
  urlCard,
  editToken,
  live,
  title,
  save,
  onTitle,
}: {
  cardId: string | null;
  urlCard: string | null;
  editToken: string | null;
  live: boolean;
  /** The card's title on screen. */
  title: string;
  save: (changes?: Partial<CardFields>) => Promise<string | null>;
  /** The title the visitor gave when asked: it goes on the card on screen. */
  onTitle: (title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [askingTitle, setAskingTitle] = useState(false);
  const askedTitle = useRef(false);
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
    if (title === CARD_DEFAULTS.title && !askedTitle.current) {
      setAskingTitle(true);
      return;
    }
    setOpen(Boolean(await save()));
  }

  async function confirmTitle(newTitle: string) {
    askedTitle.current = true;
    setAskingTitle(false);
    onTitle(newTitle);
    setOpen(Boolean(await save({ title: newTitle })));
  }

  return {
    open,
    setOpen,
    target,
    saveAndShare,
    askingTitle,
    confirmTitle,
    cancelTitle: () => setAskingTitle(false),
  };
}
