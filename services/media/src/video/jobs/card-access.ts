import type { CardAccessClaim } from '@cardsmith/service-kit';

/**
 * Whether the gateway's signed claim lets its visitor make a video of the card the form names:
 * the claim must be for that very card (it was checked for the card in the request's address),
 * as its owner or an editor.
 */
export function mayMakeVideoOf(access: CardAccessClaim, cardId: string): boolean {
  return access.cardId === cardId && access.role !== 'viewer';
}
