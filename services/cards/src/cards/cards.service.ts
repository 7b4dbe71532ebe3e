import {
  CARD_VERSION_CONFLICT,
  type ApiIssue,
  type Card,
  type CardFields,
  type VideoMessage,
} from '@cardsmith/contracts';
import { badRequest, forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import type { CardRow } from '../db/database.js';
import { randomId } from '../ids.js';
import type { CardsRepository } from './cards.repository.js';

export const CARD_MESSAGES = {
  notFound: 'We could not find that card. It may have been deleted.',
  notOwnerUpdate: 'Only the person who made this card can change it.',
  notOwnerDelete: 'Only the person who made this card can delete it.',
  unknownFrame: 'That frame is not in the catalog.',
  unknownTemplate: 'That template is not in the catalog.',
  idTaken: 'A card with this id already exists.',
} as const;

const versionConflict = () => new HttpError(409, 'conflict', CARD_VERSION_CONFLICT);

/** What the cards feature needs to know about the catalog. */
export interface CatalogReferences {
  isFrameUsableBy(frameId: string, visitorId: string | null): Promise<boolean>;
  hasTemplate(templateId: string): Promise<boolean>;
}

/**
 * The fields as they will be stored, after refusing what Postgres cannot hold and catalog
 * references the card's owner may not use (only references that change are checked, so a card
 * keeps a custom frame its owner later removed).
 */
export async function checkCardFields(
  catalog: CatalogReferences,
  /** Null for an example card, which may use built-in frames only. */
  ownerId: string | null,
  previous: Card | null,
  input: CardFields,
): Promise<CardFields> {
  const nul = findNulCharacters(input);
  if (nul.length > 0) throw badRequest(nul[0]!.message, nul);
  const fields = normaliseFields(input);
  const { frameId, templateId } = referencesToCheck(previous, fields);
  const issues: ApiIssue[] = [];
  if (frameId && !(await catalog.isFrameUsableBy(frameId, ownerId))) {
    issues.push({ path: 'frameId', message: CARD_MESSAGES.unknownFrame });
  }
  if (templateId && !(await catalog.hasTemplate(templateId))) {
    issues.push({ path: 'templateId', message: CARD_MESSAGES.unknownTemplate });
  }
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return fields;
}

/** An empty catalog id means "none", the same as null. */
export function normaliseFields(fields: CardFields): CardFields {
  return {
    ...fields,
    templateId: fields.templateId || null,
    frameId: fields.frameId || null,
  };
}

/**
 * Postgres text and jsonb cannot hold U+0000, so a string containing it would fail at insert;
 * naming the field turns that into a 400 the client can act on.
 */
export function findNulCharacters(value: unknown, path: string[] = []): ApiIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ path: path.join('.'), message: 'Text may not contain NUL characters.' }]
      : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findNulCharacters(item, [...path, String(index)]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findNulCharacters(item, [...path, key]));
  }
  return [];
}

export function isOwner(card: Pick<CardRow, 'owner_id'>, visitorId: string | null): boolean {
  return visitorId !== null && card.owner_id === visitorId;
}

/**
 * Catalog references a save must check: only those that change, so a card keeps a custom frame
 * its owner has since removed from My Frames.
 */
export function referencesToCheck(
  previous: Pick<CardFields, 'frameId' | 'templateId'> | null,
  next: Pick<CardFields, 'frameId' | 'templateId'>,
): { frameId: string | null; templateId: string | null } {
  return {
    frameId: next.frameId && next.frameId !== previous?.frameId ? next.frameId : null,
    templateId:
      next.templateId && next.templateId !== previous?.templateId ? next.templateId : null,
  };
}

export function toCard(row: CardRow, viewerId: string | null): Card {
  return {
    id: row.id,
    title: row.title,
    category: row.category as Card['category'],
    templateId: row.template_id,
    frameId: row.frame_id,
    backgroundColor: row.background_color,
    cardMessage: row.card_message,
    textFont: row.text_font as Card['textFont'],
    textSize: row.text_size as Card['textSize'],
    elements: row.elements,
    audioUrl: row.audio_url,
    videoUrl: row.video_url,
    voiceMessage: row.voice_message,
    videoMessage: row.video_message,
    version: row.version,
    isOwner: isOwner(row, viewerId),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export class CardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly catalog: CatalogReferences,
  ) {}

  async create(visitorId: string, input: CardFields): Promise<Card> {
    const fields = await checkCardFields(this.catalog, visitorId, null, input);
    return toCard(await this.cards.insert(randomId(), visitorId, fields), visitorId);
  }

  /** A card under an id its maker chose, as a collaboration room names its card. */
  async createWithId(id: string, ownerId: string, input: CardFields): Promise<Card> {
    if (await this.cards.exists(id)) throw new HttpError(409, 'conflict', CARD_MESSAGES.idTaken);
    const fields = await checkCardFields(this.catalog, ownerId, null, input);
    try {
      return toCard(await this.cards.insert(id, ownerId, fields), ownerId);
    } catch (error) {
      // Two replicas creating the same room's card at once: the loser learns it exists.
      if ((error as { code?: string }).code === '23505') {
        throw new HttpError(409, 'conflict', CARD_MESSAGES.idTaken);
      }
      throw error;
    }
  }

  async get(id: string, viewerId: string | null): Promise<Card> {
    return toCard(await this.live(id), viewerId);
  }

  async listMine(visitorId: string): Promise<Card[]> {
    const rows = await this.cards.listByOwner(visitorId);
    return rows.map((row) => toCard(row, visitorId));
  }

  /**
   * An owner's save. With `baseVersion` it is refused (409) when the card was saved since that
   * version, checked in the same statement that writes, so two editors never overwrite each
   * other unseen.
   */
  async update(
    id: string,
    visitorId: string,
    input: CardFields,
    baseVersion?: number,
  ): Promise<Card> {
    const existing = await this.live(id);
    if (!isOwner(existing, visitorId)) throw forbidden(CARD_MESSAGES.notOwnerUpdate);
    if (baseVersion !== undefined && existing.version !== baseVersion) throw versionConflict();
    return this.save(existing, input, visitorId, baseVersion);
  }

  /**
   * Saves a collaboration room's card whoever edited it: collab checked each member's role when
   * they joined. The same checks and version bump as an owner's save.
   */
  async saveRoom(id: string, input: CardFields): Promise<Card> {
    return this.save(await this.live(id), input, null);
  }

  /**
   * Saving a card the visitor does not own makes their own copy: a new card owned by
   * them, holding what they saved. Anyone holding a card's id may read it, so any visitor may
   * copy it while it exists. Catalog references are checked as for an edit of the source, so the
   * copy keeps the frame and template the source shows even where the copier could not pick them.
   */
  async copy(sourceId: string, visitorId: string, input: CardFields): Promise<Card> {
    const source = await this.live(sourceId);
    const fields = await checkCardFields(this.catalog, visitorId, toCard(source, visitorId), input);
    return toCard(await this.cards.insert(randomId(), visitorId, fields), visitorId);
  }

  async remove(id: string, visitorId: string): Promise<void> {
    const existing = await this.live(id);
    if (!isOwner(existing, visitorId)) throw forbidden(CARD_MESSAGES.notOwnerDelete);
    await this.cards.softDelete(id);
  }

  /** References are checked for the card's owner, whoever saves, so an editor can't add theirs. */
  /** What the admin dashboard counts of cards. */
  async stats(): Promise<{ cards: number; visitors: number }> {
    return this.cards.countOwned();
  }

  /**
   * The media service's render worker hands over a finished video card (a job on cards'
   * `card-video-messages` queue). A card deleted meanwhile keeps nothing, and its video, then
   * held by nothing, is reclaimed by media after its grace period.
   */
  async setVideoMessage(id: string, video: VideoMessage): Promise<void> {
    await this.cards.setVideoMessage(id, video);
  }

  private async save(
    existing: CardRow,
    input: CardFields,
    viewerId: string | null,
    baseVersion?: number,
  ): Promise<Card> {
    const fields = await checkCardFields(
      this.catalog,
      existing.owner_id,
      toCard(existing, viewerId),
      input,
    );
    const row = await this.cards.update(existing.id, fields, baseVersion);
    if (row) return toCard(row, viewerId);
    // Saved by someone else between the read above and this write, or deleted meanwhile.
    if (baseVersion !== undefined && (await this.cards.findLive(existing.id))) {
      throw versionConflict();
    }
    throw notFound(CARD_MESSAGES.notFound);
  }

  private async live(id: string): Promise<CardRow> {
    const row = await this.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    return row;
  }
}
