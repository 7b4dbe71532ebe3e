import { beforeEach, describe, expect, it } from 'vitest';
import type { Card, CardFields } from '@cardsmith/contracts';
import {
  cardDraftKey,
  MAIN_DRAFT_KEY,
  openedDraft,
  plainStart,
  readDraft,
  writeDraft,
  type Draft,
} from './card-draft.js';
import { defaultCard } from './editor-state.js';

const ID = 'Card000000000000001';

function server(fields: Partial<CardFields>, version: number, isOwner = true): Card {
  return {
    ...defaultCard(fields),
    id: ID,
    videoMessage: null,
    version,
    isOwner,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A draft of the card ID at `version`, saved as `savedFields` and edited to `fields`. */
function draft(fields: Partial<CardFields>, savedFields: Partial<CardFields>, version: number) {
  return {
    cardId: ID,
    version,
    card: defaultCard(fields),
    saved: JSON.stringify(defaultCard(savedFields)),
  } satisfies Draft;
}

beforeEach(() => localStorage.clear());

describe('opening a card against the local drafts', () => {
  it('prefers unsaved local edits made on the server’s current version', () => {
    writeDraft(cardDraftKey(ID), draft({ title: 'Local' }, { title: 'Saved' }, 3));
    const opened = openedDraft(server({ title: 'Saved' }, 3), true);
    expect(opened).toMatchObject({ key: cardDraftKey(ID), replacedLocal: false });
    expect(opened.draft.card.title).toBe('Local');
  });

  it('prefers them too when only the version moved on, the content being what they started from', () => {
    writeDraft(cardDraftKey(ID), draft({ title: 'Local' }, { title: 'Saved' }, 3));
    expect(openedDraft(server({ title: 'Saved' }, 7), true).draft.card.title).toBe('Local');
  });

  it('takes the server copy when it changed since, and says local edits were dropped', () => {
    writeDraft(cardDraftKey(ID), draft({ title: 'Local' }, { title: 'Saved' }, 3));
    const opened = openedDraft(server({ title: 'Newer' }, 4), true);
    expect(opened.replacedLocal).toBe(true);
    expect(opened.draft).toMatchObject({ cardId: ID, version: 4, card: { title: 'Newer' } });
  });

  it('uses the visitor’s own draft when that is this card', () => {
    writeDraft(MAIN_DRAFT_KEY, draft({ title: 'Mine' }, {}, 1));
    const opened = openedDraft(server({}, 1), true);
    expect(opened.key).toBe(MAIN_DRAFT_KEY);
    expect(opened.draft.card.title).toBe('Mine');
  });

  it('saves someone else’s card as a new one unless an edit link allows saving it', () => {
    expect(openedDraft(server({}, 1, false), false).draft.cardId).toBeNull();
    expect(openedDraft(server({}, 1, false), true).draft.cardId).toBe(ID);
  });
});

describe('plain /editor', () => {
  it('starts a fresh card for ?category= over a draft without unsaved changes', () => {
    writeDraft(MAIN_DRAFT_KEY, draft({ title: 'Sent' }, { title: 'Sent' }, 2));
    const start = plainStart('wedding');
    expect(start.offerFresh).toBeNull();
    expect(start.draft).toMatchObject({ cardId: null, card: { category: 'wedding' } });
  });

  it('keeps a draft with unsaved changes and offers the fresh card instead', () => {
    writeDraft(MAIN_DRAFT_KEY, draft({ title: 'Unsent' }, {}, 2));
    expect(plainStart('wedding')).toMatchObject({
      offerFresh: 'wedding',
      draft: { cardId: ID, card: { title: 'Unsent' } },
    });
  });

  it('reads a draft stored before drafts named their card as not saved anywhere', () => {
    const card = defaultCard({ title: 'Old' });
    localStorage.setItem(MAIN_DRAFT_KEY, JSON.stringify({ card, saved: JSON.stringify(card) }));
    expect(readDraft(MAIN_DRAFT_KEY)).toMatchObject({ cardId: null, version: null });
  });

  it('does not count a reload as a change when the saved copy was stored in another key order', () => {
    const card = defaultCard({
      elements: [
        {
          id: 't1',
          type: 'text',
          content: 'Hi',
          position: { x: 1, y: 2 },
          style: { textAlign: 'center', italic: true },
        },
      ],
    });
    writeDraft(MAIN_DRAFT_KEY, { cardId: null, version: null, card, saved: JSON.stringify(card) });
    const read = readDraft(MAIN_DRAFT_KEY)!;
    expect(JSON.stringify(read.card)).toBe(read.saved);
  });
});
