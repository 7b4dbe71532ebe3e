import {
  ApiRequestError,
  cardsInternalRoutes,
  groupInternalRoutes,
  type GroupSummary,
  type ScheduledInvites,
  scheduledShareRoutes,
  type DeliveredShare,
} from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

export interface CardOwnership {
  title: string;
  isOwner: boolean;
}

/** What the scheduler needs from the cards service. */
export interface CardsPort {
  /** The card's title and whether the visitor owns it; null when the card does not exist. */
  ownership(cardId: string, visitorId: string): Promise<CardOwnership | null>;
}

/** The cards service's side of a scheduled social share it handed over. */
export interface SharesPort {
  /** Marks the share shared and publishes the card; null when the share or card is gone. */
  deliver(shareId: string): Promise<DeliveredShare | null>;
}

export function createSharesClient(baseUrl: string, internalSecret: string): SharesPort {
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs: 10_000 });
  return {
    async deliver(shareId) {
      try {
        return await call(scheduledShareRoutes.deliver, { params: { id: shareId } });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

/** A group card's signing as the organiser's day-before summary tells it, and its invitations. */
export interface GroupsPort {
  summary(cardId: string): Promise<GroupSummary>;
  /** Has cards send the card's scheduled invitations now due; 0 when the card is gone. */
  sendDueInvites(cardId: string): Promise<number>;
  /** Cards and instants with scheduled invitations not sent, due within `withinMs` (reconciler). */
  scheduledInvites(withinMs: number): Promise<ScheduledInvites['due']>;
}

export function createGroupsClient(baseUrl: string, internalSecret: string): GroupsPort {
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs: 10_000 });
  return {
    summary: (cardId) => call(groupInternalRoutes.summary, { params: { id: cardId } }),
    async sendDueInvites(cardId) {
      try {
        return (await call(groupInternalRoutes.sendDueInvites, { params: { id: cardId } })).sent;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return 0;
        throw error;
      }
    },
    scheduledInvites: async (withinMs) =>
      (await call(groupInternalRoutes.scheduledInvites, { querystring: { withinMs } })).due,
  };
}

export function createCardsClient(baseUrl: string, internalSecret: string): CardsPort {
  const call = createInternalClient(baseUrl, internalSecret);
  return {
    async ownership(cardId, visitorId) {
      try {
        const access = await call(cardsInternalRoutes.checkAccess, {
          params: { id: cardId },
          body: { visitorId, editToken: null },
        });
        return { title: access.card.title, isOwner: access.role === 'owner' };
      } catch (error) {
        // 404: no such card; 400: not even a card id.
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  };
}
