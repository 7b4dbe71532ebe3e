import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, cardsRoutes, type Card, type CardInput } from '@cardsmith/contracts';
import { api } from './api.js';
import { useStoredState } from './use-stored-state.js';

const isCardId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^[A-Za-z0-9_-]{10,64}$/.test(value));

/**
 * Saves the card being edited: created on the first save, replaced afterwards. The id is kept
 * per editor in localStorage so a reload keeps updating the same card. If that card is gone or
 * belongs to another browser (404/403), the save creates a new one instead of failing.
 */
export function useCardSaver(storageKey: string) {
  const [cardId, setCardId] = useStoredState<string | null>(storageKey, null, isCardId);
  const mutation = useMutation({
    mutationFn: async (input: CardInput): Promise<Card> => {
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
    onSuccess: (card) => setCardId(card.id),
  });
  return { cardId, adopt: setCardId, save: mutation.mutateAsync, isSaving: mutation.isPending };
}
