import { useEffect, useRef, useState } from 'react';
import type { CardFields } from '@cardsmith/contracts';
import { saveFailed, useSaveCard, type SaveTarget } from '../../lib/use-card-saver.js';
import type { EditorDraft } from './use-editor-draft.js';

/**
 * Saving the card on screen: the visitor's own card is replaced; someone else's card (opened
 * without an edit link) is saved as the visitor's own copy, which the draft and the URL follow
 * from then on, leaving the other card as it was.
 */
export function useSaveAndCopy({
  draft,
  card,
  urlCardId,
  editToken,
  onFollow,
}: {
  draft: EditorDraft;
  card: CardFields;
  /** The card `?card=` names, when the editor was opened with one. */
  urlCardId: string | null;
  editToken: string | null;
  /** The work was saved as another card (a copy): the URL names that card from now on. */
  onFollow: (cardId: string) => void;
}) {
  const saveCard = useSaveCard();
  const [urlCard, setUrlCard] = useState(urlCardId);
  // A save that ends after the visitor left must not pull the URL back to the editor.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The card on screen is someone else's: a save makes the visitor's own copy of it. */
  const othersCard = urlCard && !draft.cardId && !editToken ? urlCard : null;

  /**
   * The id of the card that now holds the work, or null when the save failed (already said).
   * `changes` are saved with the card when the caller has just dispatched them and they are not
   * on screen yet (the title asked for by Save and Share).
   */
  async function save(changes: Partial<CardFields> = {}): Promise<string | null> {
    const input = { ...card, ...changes };
    const target: SaveTarget = draft.cardId
      ? { cardId: draft.cardId }
      : othersCard
        ? { copyOf: othersCard }
        : null;
    try {
      const result = await saveCard.mutateAsync({ target, input });
      draft.markSaved(result.id, result.version, input);
      if (urlCard && result.id !== urlCard) {
        draft.moveTo(result.id);
        setUrlCard(result.id);
        if (mounted.current) onFollow(result.id);
      }
      return result.id;
    } catch {
      saveFailed();
      return null;
    }
  }

  return { save, isSaving: saveCard.isPending, urlCard, isOthersCard: othersCard !== null };
}
