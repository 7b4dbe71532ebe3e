import {
  SCHEDULE_MESSAGES,
  cardLink,
  type DeliveredShare,
  shareIntentUrl,
  shareText,
  type SocialPlatform,
  type SocialShare,
  type SocialShareResult,
  type SocialShareStatus,
} from '@cardsmith/contracts';
import { notFound } from '@cardsmith/service-kit';
import { randomId } from '../ids.js';
import type { SharingService } from '../sharing/sharing.service.js';
import { DEFAULT_SCHEDULE_TIME, scheduledInstant } from './schedule.js';
import type { SocialRepository, SocialShareRow } from './social.repository.js';

export interface ShareRequest {
  cardId: string;
  platform: SocialPlatform;
  message?: string;
  editToken?: string;
  scheduledDate?: string;
  scheduledTime?: string;
  timezone?: string;
}

const LIST_LIMIT = 100;

export function toSocialShare(row: SocialShareRow): SocialShare {
  return {
    id: row.id,
    cardId: row.card_id,
    cardTitle: row.card_title,
    platform: row.platform as SocialPlatform,
    message: row.message,
    status: row.status as SocialShareStatus,
    scheduledFor: row.scheduled_for?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Where the browser goes for a share made now: the network's intent with the card link, or for
 * Instagram (no web intent) the card's PNG to save and post from the app. Scheduled shares open
 * nothing now: the scheduler delivers them.
 */
export function shareTargets(
  platform: SocialPlatform,
  link: string,
  message: string,
  downloadUrl: string,
  scheduled: boolean,
): { intentUrl: string | null; downloadUrl: string | null } {
  if (scheduled) return { intentUrl: null, downloadUrl: null };
  if (platform === 'instagram') return { intentUrl: null, downloadUrl };
  return { intentUrl: shareIntentUrl(platform, link, message), downloadUrl: null };
}

export class SocialService {
  constructor(
    private readonly social: SocialRepository,
    private readonly sharing: SharingService,
    private readonly publicOrigin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async share(visitorId: string, request: ShareRequest): Promise<SocialShareResult> {
    const scheduledFor = scheduledInstant(request, this.now());
    const { card } = await this.sharing.shareable(
      request.cardId,
      visitorId,
      request.editToken ?? null,
    );
    const message = request.message ?? shareText(card.title);
    const share = {
      id: randomId(),
      cardId: card.id,
      visitorId,
      platform: request.platform,
      message,
      status: scheduledFor ? 'pending' : 'shared',
      scheduledFor,
    };
    // A scheduled share is handed to the scheduler as a job on its queue, written with the share.
    const row = scheduledFor
      ? await this.social.insertScheduled(share, {
          shareId: share.id,
          cardId: card.id,
          cardTitle: card.title,
          ownerVisitorId: visitorId,
          platform: request.platform,
          message,
          deliveryDate: request.scheduledDate!,
          deliveryTime: request.scheduledTime ?? DEFAULT_SCHEDULE_TIME,
          timezone: request.timezone ?? 'UTC',
        })
      : await this.social.insert(share);
    const link = cardLink(this.publicOrigin, card.id);
    return {
      success: true,
      share: toSocialShare({ ...row, card_title: card.title }),
      shareUrl: link,
      ...shareTargets(
        request.platform,
        link,
        message,
        this.downloadUrl(card.id),
        scheduledFor !== null,
      ),
    };
  }

  /**
   * The scheduler's call at a scheduled share's instant: the share is marked shared, and the
   * sharer gets the link to post. Repeats answer the same. Sharing lists nothing publicly: only
   * the owner's "Show in the public gallery" does.
   */
  async deliver(shareId: string): Promise<DeliveredShare> {
    const row = await this.social.findById(shareId);
    if (!row) throw notFound(SCHEDULE_MESSAGES.shareGone);
    await this.social.markShared(shareId);
    const platform = row.platform as SocialPlatform;
    const link = cardLink(this.publicOrigin, row.card_id);
    return {
      shareUrl: link,
      ...shareTargets(platform, link, row.message, this.downloadUrl(row.card_id), false),
    };
  }

  private downloadUrl(cardId: string): string {
    return `${new URL(this.publicOrigin).origin}/api/cards/${cardId}/download.png`;
  }

  async list(visitorId: string): Promise<SocialShare[]> {
    const rows = await this.social.listByVisitor(visitorId, LIST_LIMIT);
    return rows.map(toSocialShare);
  }
}
