import { useState } from 'react';
import {
  freshDraft,
  isDirty,
  MAIN_DRAFT_KEY,
  readDraft,
  removeDraft,
  writeDraft,
  type Occasion,
} from './card-draft.js';

/**
 * New card: replaces the visitor's draft with a fresh card (saved cards stay saved with their
 * links), after asking when that would throw unsaved changes away.
 */
export function useNewCard({
  draftKey,
  dirty,
  offerFresh,
  onRestart,
}: {
  draftKey: string;
  dirty: boolean;
  /** `?category=` asked for a new card while this draft has unsaved changes: ask first. */
  offerFresh: Occasion | null;
  onRestart: () => void;
}) {
  const [ask, setAsk] = useState<{ category: Occasion | null } | null>(
    offerFresh ? { category: offerFresh } : null,
  );

  function start(category: Occasion | null) {
    if (draftKey !== MAIN_DRAFT_KEY) removeDraft(draftKey);
    writeDraft(MAIN_DRAFT_KEY, freshDraft(category));
    onRestart();
  }

  function request() {
    // With a card opened by link on screen, the visitor's own draft is replaced too.
    const ownDraft = draftKey === MAIN_DRAFT_KEY ? null : readDraft(MAIN_DRAFT_KEY);
    if (dirty || (ownDraft && isDirty(ownDraft))) setAsk({ category: null });
    else start(null);
  }

  return {
    /** Set while the visitor is asked whether to throw unsaved changes away. */
    ask,
    request,
    confirm: () => start(ask?.category ?? null),
    cancel: () => setAsk(null),
  };
}
