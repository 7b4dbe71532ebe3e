import {
  CardInputSchema,
  EDITOR_TEMPLATE_IDS,
  OCCASIONS,
  type Card,
  type CardFields,
} from '@cardsmith/contracts';
import { defaultCard } from './editor-state.js';
import { headlineElement } from '../../features/cards/occasion.js';

/** The visitor's own card in progress: what plain `/editor` opens. */
export const MAIN_DRAFT_KEY = 'cardsmith:editor:draft';

/**
 * Unsaved edits of a card opened with `?card=`. They are kept apart so that opening someone
 * else's card never replaces the visitor's own draft.
 */
export const cardDraftKey = (cardId: string) => `${MAIN_DRAFT_KEY}:${cardId}`;

export interface Draft {
  /** The saved card this draft belongs to: a save replaces that card and no other. */
  cardId: string | null;
  /** The card's version when last loaded or saved, to tell whether the server copy is newer. */
  version: number | null;
  card: CardFields;
  /** The card as last saved (JSON), to tell unsaved changes apart. */
  saved: string | null;
}

export type Occasion = CardFields['category'];

export function toFields(card: unknown): CardFields {
  const { userId: _userId, ...fields } = CardInputSchema.parse(card);
  return fields;
}

export const isDirty = (draft: Draft) => JSON.stringify(draft.card) !== draft.saved;

/** `saved` in the key order the schema gives the card read back, so a reload is not a change. */
function canonicalSaved(saved: unknown): string | null {
  if (typeof saved !== 'string') return null;
  try {
    return JSON.stringify(toFields(JSON.parse(saved)));
  } catch {
    return saved;
  }
}

/** Whether `card` holds what `saved` (a draft's last saved card) holds, whatever the key order. */
export function holdsSaved(saved: string | null, card: CardFields): boolean {
  return canonicalSaved(saved) === JSON.stringify(toFields(card));
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
    const card = CardInputSchema.safeParse(parsed.card);
    if (!card.success) return null;
    const { userId: _userId, ...fields } = card.data;
    return {
      cardId: typeof parsed.cardId === 'string' ? parsed.cardId : null,
      version: typeof parsed.version === 'number' ? parsed.version : null,
      card: fields,
      saved: canonicalSaved(parsed.saved),
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives as long as the tab.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}

export function categoryFrom(value: string | null): Occasion | null {
  return OCCASIONS.find((occasion) => occasion === value) ?? null;
}

/**
 * A new card from the defaults, greeting for its occasion when one was chosen: nothing to lose
 * yet, so it only counts as unsaved once edited.
 */
export function freshDraft(category: Occasion | null): Draft {
  const card = defaultCard(category ? { category, elements: [headlineElement(category)] } : {});
  return { cardId: null, version: null, card, saved: JSON.stringify(card) };
}

/**
 * Plain `/editor`: the visitor's own draft. `?category=` starts a fresh card in that category
 * instead; when the draft has unsaved changes it is kept on screen and `offerFresh` says which
 * category to offer, so the visitor is asked before they are thrown away.
 */
export function plainStart(categoryParam: string | null): {
  draft: Draft;
  offerFresh: Occasion | null;
} {
  const draft = readDraft(MAIN_DRAFT_KEY);
  const category = categoryFrom(categoryParam);
  if (!category) return { draft: draft ?? freshDraft(null), offerFresh: null };
  if (draft && isDirty(draft)) return { draft, offerFresh: category };
  return { draft: freshDraft(category), offerFresh: null };
}

/**
 * A card opened with `?card=`, against what this browser holds for it: the visitor's own draft
 * when that is this card, otherwise the card's own draft. Unsaved local edits win unless the
 * server copy changed since they started (neither its version nor its content is what they
 * were based on); then the server copy is shown and `replacedLocal` says edits were dropped.
 * The draft saves to this card only when the visitor may save it (owner, or an edit link whose
 * live session saves it); otherwise the first save makes the visitor's own copy.
 */
export function openedDraft(
  server: Card,
  canSave: boolean,
): { key: string; draft: Draft; replacedLocal: boolean } {
  const main = readDraft(MAIN_DRAFT_KEY);
  const key = main?.cardId === server.id ? MAIN_DRAFT_KEY : cardDraftKey(server.id);
  const local = key === MAIN_DRAFT_KEY ? main : readDraft(key);
  const fields = toFields(server);
  const saved = JSON.stringify(fields);
  const hasEdits = local !== null && isDirty(local);
  if (hasEdits && ((local.version ?? -1) >= server.version || local.saved === saved)) {
    return { key, draft: local, replacedLocal: false };
  }
  return {
    key,
    draft: { cardId: canSave ? server.id : null, version: server.version, card: fields, saved },
    replacedLocal: hasEdits,
  };
}

/** Art URL of a template id, following the cards service's image routes. */
export function templateImageUrl(templateId: string | null): string | null {
  if (!templateId) return null;
  const isEditorTemplate = (EDITOR_TEMPLATE_IDS as readonly string[]).includes(templateId);
  return isEditorTemplate
    ? `/api/catalog/editor-templates/${templateId}/image.png`
    : `/api/catalog/templates/${templateId}/image.png`;
}
