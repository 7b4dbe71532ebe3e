import { useEffect, useState } from 'react';
import type { CardFields } from '@cardsmith/contracts';
import {
  cardDraftKey,
  isDirty,
  MAIN_DRAFT_KEY,
  removeDraft,
  writeDraft,
  type Draft,
} from './card-draft.js';

/**
 * The editor's draft in localStorage: which saved card the work belongs to, what was saved last,
 * and the card on screen, written on every change so a reload keeps unsaved work.
 */
export function useEditorDraft(initialKey: string, initial: Draft, card: CardFields) {
  const [draftKey, setDraftKey] = useState(initialKey);
  const [identity, setIdentity] = useState({ cardId: initial.cardId, version: initial.version });
  const [saved, setSaved] = useState(initial.saved);
  const dirty = JSON.stringify(card) !== saved;

  useEffect(() => {
    const draft = { ...identity, card, saved };
    // An opened card without unsaved edits needs no draft: the server copy is the same.
    if (draftKey !== MAIN_DRAFT_KEY && !isDirty(draft)) removeDraft(draftKey);
    else writeDraft(draftKey, draft);
  }, [draftKey, identity, card, saved]);

  /** `savedCard` is now stored as card `id` at `version`. */
  function markSaved(id: string, version: number, savedCard: CardFields) {
    setIdentity({ cardId: id, version });
    setSaved(JSON.stringify(savedCard));
  }

  /** The work now lives in another card (a copy): an opened card's draft follows it there. */
  function moveTo(id: string) {
    if (draftKey === MAIN_DRAFT_KEY) return;
    removeDraft(draftKey);
    setDraftKey(cardDraftKey(id));
  }

  return {
    draftKey,
    cardId: identity.cardId,
    /** The version of the card the work is based on (null before its first save). */
    version: identity.version,
    saved,
    dirty,
    markSaved,
    moveTo,
    /** Nothing is unsaved: the live session stores every change itself. */
    setSaved,
  };
}

export type EditorDraft = ReturnType<typeof useEditorDraft>;
