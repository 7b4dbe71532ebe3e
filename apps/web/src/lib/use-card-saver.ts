import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, cardsRoutes, type Card, type CardInput } from '@cardsmith/contracts';
import { toast } from '../components/ui/toast-store.js';
import { api } from './api.js';
import { useStoredState } from './use-stored-state.js';

const isCardId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^[A-Za-z0-9_-]{10,64}$/.test(value));

/**
 * Saves a card: replaces the card `cardId` names, or creates one when it is null. If that card
 * is gone or belongs to another browser (404/403), the save creates a new one instead of
 * failing; callers read the answer's id to learn which card now holds their work.
 */
export function useSaveCard() {
  return useMutation({
    mutationFn: async ({
      cardId,
      input,
    }: {
      cardId: string | null;
      input: CardInput;
    }): Promise<Card> => {
      if (cardId) {
        try {
          return await api(cardsRoutes.updateCard, { params: { id: cardId }, body: input });
        } catch (error) {
          const gone =
            error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
          if (!gone) throw error;
        }
      }
      return api(cardsRoutes.createCard, { body: input });
    },
  });
}

/**
 * Saves the one card a surface edits: created on the first save, replaced afterwards. The id is
 * kept in localStorage under `storageKey` so a reload keeps updating the same card.
 */
export function useCardSaver(storageKey: string) {
  const [cardId, setCardId] = useStoredState<string | null>(storageKey, null, isCardId);
  const mutation = useSaveCard();
  async function save(input: CardInput): Promise<Card> {
    const card = await mutation.mutateAsync({ cardId, input });
    setCardId(card.id);
    return card;
  }
  return { cardId, save, isSaving: mutation.isPending };
}

/** The spec's toast when a card could not be saved (001 §8). */
export function saveFailed(): void {
  toast({
    title: 'Error',
    description: 'Could not save your card. Please try again.',
    variant: 'destructive',
  });
}
