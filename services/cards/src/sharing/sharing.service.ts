import {
  cardLink,
  cardPreviewPath,
  editLink,
  type CardView,
  type CollabRole,
  type PublicGalleryState,
  type ShareLinkKind,
} from '@cardsmith/contracts';
import { forbidden, notFound } from '@cardsmith/service-kit';
import { CARD_MESSAGES, isOwner, toCard } from '../cards/cards.service.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import { roleFor } from '../collaboration/collaboration.service.js';
import type { CardRow } from '../db/database.js';
import type { EngagementRepository } from '../engagement/engagement.repository.js';
import type { FramesRepository } from '../frames/frames.repository.js';
import type { PreviewService } from '../preview/preview.service.js';
import type { SharingRepository } from './sharing.repository.js';

export const SHARING_MESSAGES = {
  notAllowed: 'Only the person who made this card, or someone invited to edit it, can share it.',
  editLinkOwnerOnly: 'Only the person who made this card can hand out edit links.',
  galleryOwnerOnly: 'Only the person who made this card can show it in the public gallery.',
} as const;

/**
 * Owner, editor (holds the edit token) or viewer. Example cards belong to no visitor and their
 * token is never handed out, so everyone is a viewer of them.
 */
export function shareRole(
  card: Pick<CardRow, 'owner_id' | 'edit_token'>,
  visitorId: string,
  editToken: string | null,
): CollabRole {
  if (card.owner_id === null) return 'viewer';
  return roleFor({ owner_id: card.owner_id }, card.edit_token, visitorId, editToken);
}

/** A file name a phone's photo picker shows: the card's title, letters and digits only. */
export function downloadFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-$/, '');
  return `${slug || 'greeting-card'}.png`;
}

export interface SharingDeps {
  sharing: SharingRepository;
  engagement: EngagementRepository;
  frames: FramesRepository;
  catalog: CatalogRepository;
  previews: PreviewService;
  publicOrigin: string;
}

export class SharingService {
  constructor(private readonly deps: SharingDeps) {}

  /** A card the visitor may share (owner or editor); anyone else is refused. */
  async shareable(
    cardId: string,
    visitorId: string,
    editToken: string | null,
  ): Promise<{ card: CardRow; role: CollabRole }> {
    const card = await this.live(cardId);
    const role = shareRole(card, visitorId, editToken);
    if (role === 'viewer') throw forbidden(SHARING_MESSAGES.notAllowed);
    return { card, role };
  }

  async createShareLink(
    visitorId: string,
    request: { cardId: string; kind: ShareLinkKind; editToken?: string },
  ): Promise<{ shareUrl: string; editUrl?: string }> {
    const { card, role } = await this.shareable(
      request.cardId,
      visitorId,
      request.editToken ?? null,
    );
    if (request.kind === 'edit' && role !== 'owner') {
      throw forbidden(SHARING_MESSAGES.editLinkOwnerOnly);
    }
    const { publicOrigin } = this.deps;
    const shareUrl = cardLink(publicOrigin, card.id);
    return request.kind === 'edit'
      ? { shareUrl, editUrl: editLink(publicOrigin, card.id, card.edit_token) }
      : { shareUrl };
  }

  /**
   * A card is private until its owner switches on "Show in the public gallery": sharing it, even
   * publicly, never lists it (a personal card shared with one person is no public art). Only the
   * owner decides; an admin can still hide a listed card.
   */
  async setPublicGallery(
    cardId: string,
    visitorId: string,
    show: boolean,
  ): Promise<PublicGalleryState> {
    const card = await this.live(cardId);
    if (!isOwner(card, visitorId)) throw forbidden(SHARING_MESSAGES.galleryOwnerOnly);
    await this.deps.sharing.setPublicGallery(cardId, show);
    return { cardId, showInPublicGallery: show };
  }

  /** What the recipient page draws: the card with its frame, cover art and likes. */
  async view(cardId: string, viewerId: string | null): Promise<CardView> {
    const row = await this.live(cardId);
    const [frame, templateSvg, likes] = await Promise.all([
      row.frame_id ? this.deps.frames.findSvg(row.frame_id) : undefined,
      row.template_id ? this.deps.catalog.findCardTemplateSvg(row.template_id) : undefined,
      this.deps.engagement.likeState(cardId, viewerId),
    ]);
    return {
      card: toCard(row, viewerId),
      frameSvg: frame?.svg_content ?? null,
      templateImageHref: templateSvg
        ? `data:image/svg+xml;base64,${Buffer.from(templateSvg).toString('base64')}`
        : null,
      previewImageUrl: cardPreviewPath(cardId),
      ...likes,
    };
  }

  /** The front at 1000 px for saving to a phone (Instagram has no web share intent). */
  async downloadImage(cardId: string): Promise<{ png: Buffer; fileName: string }> {
    const card = await this.live(cardId);
    const image = await this.deps.previews.preview(cardId, 'front', 1000, undefined);
    if (!image.png) throw notFound(CARD_MESSAGES.notFound);
    return { png: image.png, fileName: downloadFileName(card.title) };
  }

  /** The card as its public page shows it: gone once deleted or hidden by an admin. */
  private async live(cardId: string): Promise<CardRow> {
    const card = await this.deps.sharing.findLive(cardId);
    if (!card || card.hidden_at) throw notFound(CARD_MESSAGES.notFound);
    return card;
  }
}
