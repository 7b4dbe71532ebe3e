import { queryOptions } from '@tanstack/react-query';
import { sharingRoutes, type DirectShareTarget, type SocialPlatform } from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';

/** The spec's 'Sharing Failed' toast (001 §8), with the reason logged for us. */
export function sharingFailed(error: unknown, fallback = 'Please try again.'): void {
  console.error('Sharing failed', error);
  toast({
    title: 'Sharing Failed',
    description: errorMessage(error, fallback),
    variant: 'destructive',
  });
}

export const POPUP_BLOCKED = 'Your browser blocked the share window. Allow pop-ups and try again.';
export const COPY_REFUSED = 'Your browser did not let us copy the link.';

/**
 * A card's view or edit link. Asking again returns the same link, so it is cached like a read:
 * two panels showing the same card share one request.
 */
export const shareLinkQuery = (cardId: string, kind: 'view' | 'edit', editToken?: string) =>
  queryOptions({
    queryKey: ['share-link', cardId, kind, editToken ?? null],
    queryFn: async () => {
      try {
        return await api(sharingRoutes.createShareLink, { body: { cardId, kind, editToken } });
      } catch (error) {
        console.error('Share link failed', error);
        throw error;
      }
    },
  });

/** Direct intents the share API records, under its platform name; the others are not recorded. */
const RECORDED_AS: Partial<Record<DirectShareTarget, SocialPlatform>> = {
  messaging: 'whatsapp',
  facebook: 'facebook',
  twitter: 'twitter',
};

/**
 * Records a direct share that has already been opened. The share itself happened whatever the
 * answer, so a failure is only logged.
 */
export function recordDirectShare(
  cardId: string,
  target: DirectShareTarget,
  share: { message: string; editToken?: string },
): void {
  const platform = RECORDED_AS[target];
  if (!platform) return;
  api(sharingRoutes.shareCard, {
    params: { id: cardId },
    body: { platform, message: share.message, editToken: share.editToken },
  }).catch((error: unknown) => console.error('The share was not recorded', error));
}
