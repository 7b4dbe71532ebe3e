import { groupRoutes } from '@cardsmith/contracts';
import { api } from '../../lib/api.js';

export const signaturesKey = (cardId: string) => [groupRoutes.signatures.path, cardId] as const;
export const groupKey = (cardId: string) => [groupRoutes.overview.path, cardId] as const;

/** The signatures every output draws, as this visitor may see them. */
export const signaturesQuery = (cardId: string) => ({
  queryKey: signaturesKey(cardId),
  queryFn: () => api(groupRoutes.signatures, { params: { id: cardId } }),
});
