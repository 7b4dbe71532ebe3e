import type { AdminCard, CardReport } from '@cardsmith/contracts';
import { decodeCursor, forbidden, keysetPage, notFound } from '@cardsmith/service-kit';
import { CARD_MESSAGES } from '../cards/cards.service.js';
import type { AdminCardRow, ModerationRepository, OpenReportRow } from './moderation.repository.js';

export const MODERATION_MESSAGES = {
  reportNeedsBrowser: 'Open the card in your browser to report it.',
  reportNotFound: 'That report does not exist or was already resolved.',
} as const;

/** How many cards or reports one admin page lists. */
export const ADMIN_LIST_LIMIT = 100;

export function toAdminCard(row: AdminCardRow): AdminCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    isPublic: row.is_public,
    hidden: row.hidden_at !== null,
    createdAt: row.created_at.toISOString(),
    openReports: row.open_reports,
  };
}

export function toCardReport(row: OpenReportRow): CardReport {
  return {
    id: row.id,
    cardId: row.card_id,
    cardTitle: row.card_title,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  };
}

export interface Reporter {
  id: string;
  /** Issued by the gateway on this very request: a script, not someone who saw the card. */
  mintedNow: boolean;
}

/**
 * Recipients report cards; admins read the reports and hide cards from trending and their
 * public page (the owner still has the card in the editor).
 */
export class ModerationService {
  constructor(private readonly moderation: ModerationRepository) {}

  async report(cardId: string, reporter: Reporter, reason: string): Promise<void> {
    if (reporter.mintedNow) throw forbidden(MODERATION_MESSAGES.reportNeedsBrowser);
    const card = await this.moderation.findCard(cardId);
    if (!card || card.hidden_at) throw notFound(CARD_MESSAGES.notFound);
    // A second report by the same visitor changes nothing: theirs is already in the queue.
    await this.moderation.insertReport(cardId, reporter.id, reason);
  }

  async listCards(
    search: string | undefined,
    publicOnly: boolean,
    cursor?: string,
  ): Promise<{ cards: AdminCard[]; nextCursor: string | null }> {
    const position = cursor === undefined ? undefined : decodeCursor(cursor);
    const rows = await this.moderation.listCards(
      { search, publicOnly },
      position,
      ADMIN_LIST_LIMIT + 1,
    );
    const page = keysetPage(rows, ADMIN_LIST_LIMIT, (row) => ({
      at: row.created_at_key,
      id: row.id,
    }));
    return { cards: page.rows.map(toAdminCard), nextCursor: page.nextCursor };
  }

  async setHidden(cardId: string, hidden: boolean): Promise<AdminCard> {
    if (!(await this.moderation.setHidden(cardId, hidden))) throw notFound(CARD_MESSAGES.notFound);
    const card = await this.moderation.findCard(cardId);
    if (!card) throw notFound(CARD_MESSAGES.notFound);
    return toAdminCard(card);
  }

  async openReports(): Promise<CardReport[]> {
    return (await this.moderation.listOpenReports(ADMIN_LIST_LIMIT)).map(toCardReport);
  }

  async resolve(reportId: string): Promise<void> {
    if (!(await this.moderation.resolveReport(reportId))) {
      throw notFound(MODERATION_MESSAGES.reportNotFound);
    }
  }
}
