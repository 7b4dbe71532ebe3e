import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
export const LINK_FAILED = 'We could not make the link. Please try again.';

/**
 * A card's view or edit link. Asking shares nothing and publishes nothing (only a recorded share
 * does), so a panel may ask as soon as it appears. Asking again returns the same link, so it is
 * cached like a read: two panels showing the same card share one request.
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

/** The visitor's recorded shares, listed by the social integration page. */
export const SOCIAL_SHARES_KEY = '/api/social/shares';

/**
 * The platform each direct intent is recorded under. LinkedIn, email and SMS are not platforms of
 * the social dialog (spec 001 §9): they hand out the card's link, so they are recorded as 'link'.
 */
export const DIRECT_SHARE_PLATFORM: Record<DirectShareTarget, SocialPlatform> = {
  messaging: 'whatsapp',
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'link',
  email: 'link',
  sms: 'link',
};

/**
 * Records a share the visitor has just made (a copied link, the device's share sheet, a direct
 * intent). The owner's recorded share is what makes the card public; a collaborator's, sent with
 * the edit token, leaves it private. The share itself happened whatever the answer, so a failure
 * is only logged.
 */
export function useRecordShare(
  cardId: string,
  editToken?: string,
): (platform: SocialPlatform, message: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (platform, message) => {
      api(sharingRoutes.shareCard, {
        params: { id: cardId },
        body: { platform, message, editToken },
      })
        .then(() => queryClient.invalidateQueries({ queryKey: [SOCIAL_SHARES_KEY] }))
        .catch((error: unknown) => console.error('The share was not recorded', error));
    },
    [cardId, editToken, queryClient],
  );
}
