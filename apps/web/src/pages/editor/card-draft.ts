import {
  CardInputSchema,
  EDITOR_TEMPLATE_IDS,
  OCCASIONS,
  type Card,
  type CardFields,
} from '@cardsmith/contracts';
import { defaultCard } from './editor-state.js';

export const DRAFT_KEY = 'cardsmith:editor:draft';

export interface Draft {
  card: CardFields;
  /** The card as last saved, to tell unsaved changes apart. */
  saved: string | null;
}

export function toFields(card: Card | CardFields): CardFields {
  const { userId: _userId, ...fields } = CardInputSchema.parse(card);
  return fields;
}

export function readDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { card?: unknown; saved?: unknown };
    const card = CardInputSchema.safeParse(parsed.card);
    if (!card.success) return null;
    const { userId: _userId, ...fields } = card.data;
    return { card: fields, saved: typeof parsed.saved === 'string' ? parsed.saved : null };
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives as long as the tab.
  }
}

export function categoryFrom(value: string | null): CardFields['category'] | null {
  return OCCASIONS.find((occasion) => occasion === value) ?? null;
}

/** The card to start from: the local draft, with the category of `?category=` when given. */
export function startingCard(category: string | null): Draft {
  const draft = readDraft();
  const preselected = categoryFrom(category);
  if (!draft) {
    // A fresh card has nothing to lose yet: it only counts as unsaved once it is edited.
    const card = defaultCard(preselected ? { category: preselected } : {});
    return { card, saved: JSON.stringify(card) };
  }
  return preselected ? { ...draft, card: { ...draft.card, category: preselected } } : draft;
}

/** Art URL of a template id, following the cards service's image routes. */
export function templateImageUrl(templateId: string | null): string | null {
  if (!templateId) return null;
  const isEditorTemplate = (EDITOR_TEMPLATE_IDS as readonly string[]).includes(templateId);
  return isEditorTemplate
    ? `/api/catalog/editor-templates/${templateId}/image.png`
    : `/api/catalog/templates/${templateId}/image.png`;
}
