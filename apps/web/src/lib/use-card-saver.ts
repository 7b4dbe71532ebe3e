import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, cardsRoutes, type Card, type CardInput } from '@cardsmith/contracts';
import { toast } from '../components/ui/toast-store.js';
import { api } from './api.js';
import { useIdempotencyKey } from './idempotency-key.js';
import { useStoredState } from './use-stored-state.js';

const isCardId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^[A-Za-z0-9_-]{10,64}$/.test(value));

/**
 * Where a save goes: the visitor's own card, their own copy of someone else's card (the server
 * makes it, `POST /api/cards/:id/copy`), or a new card.
 */
export type SaveTarget =
  /** `baseVersion`: the version the work is based on; the server refuses (409) a newer card. */
  { cardId: string; baseVersion?: number } | { copyOf: string } | null;

const answered = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

/**
 * `createHeaders` go with a new card's creation: an Idempotency-Key there makes a double click
 * one card.
 */
export async function saveTo(
  target: SaveTarget,
  input: CardInput,
  createHeaders: Record<string, string> = {},
): Promise<Card> {
  if (target && 'cardId' in target) {
    try {
      return await api(cardsRoutes.updateCard, {
        params: { id: target.cardId },
        querystring: { baseVersion: target.baseVersion },
        body: input,
      });
    } catch (error) {
      // The card is there but is not this visitor's (it was saved under another visitor of this
      // browser): the server's rule makes the save their own copy of it.
      if (answered(error, 403)) return saveTo({ copyOf: target.cardId }, input);
      if (!answered(error, 404)) throw error;
    }
  } else if (target) {
    try {
      return await api(cardsRoutes.copyCard, { params: { id: target.copyOf }, body: input });
    } catch (error) {
      if (!answered(error, 404)) throw error;
    }
  }
  // No card to save to, or it has been deleted meanwhile: the work becomes a new card.
  return api(cardsRoutes.createCard, { body: input }, { headers: createHeaders });
}

/** The card was saved elsewhere since the version this save was based on. */
export const isVersionConflict = (error: unknown) => answered(error, 409);

/** Saves a card to `target`; callers read the answer's id to learn which card now holds the work. */
export function useSaveCard() {
  return useMutation({
    mutationFn: ({ target, input }: { target: SaveTarget; input: CardInput }) =>
      saveTo(target, input),
  });
}

/**
 * Saves the one card a surface edits: created on the first save, replaced afterwards. The id is
 * kept in localStorage under `storageKey` so a reload keeps updating the same card.
 */
export function useCardSaver(storageKey: string) {
  const [cardId, setCardId] = useStoredState<string | null>(storageKey, null, isCardId);
  const creation = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: ({ target, input }: { target: SaveTarget; input: CardInput }) =>
      saveTo(target, input, creation.headers),
  });
  async function save(input: CardInput): Promise<Card> {
    const card = await mutation.mutateAsync({ target: cardId ? { cardId } : null, input });
    if (card.id !== cardId) creation.renew();
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
