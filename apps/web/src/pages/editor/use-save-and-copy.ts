import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, cardsRoutes, type CardFields } from '@cardsmith/contracts';
import { api } from '../../lib/api.js';
import {
  isVersionConflict,
  saveFailed,
  useSaveCard,
  type SaveTarget,
} from '../../lib/use-card-saver.js';
import { holdsSaved, toFields } from './card-draft.js';
import type { EditorDraft } from './use-editor-draft.js';

/** How a save ended: the card now holding the work, or why not. */
export type SaveOutcome =
  | { saved: true; id: string }
  /** `offline`: no answer at all (no network); `conflict`: the card was saved elsewhere since. */
  | { saved: false; reason: 'conflict' | 'offline' | 'failed' };

const offline = (error: unknown) =>
  !(error instanceof ApiRequestError) || (typeof navigator !== 'undefined' && !navigator.onLine);

/**
 * Saving the card on screen: the visitor's own card is replaced as its next version, on top of
 * the version the work is based on (the server refuses it when the card was saved elsewhere
 * since, and the visitor chooses which version to keep); someone else's card (opened without
 * an edit link) is saved as the visitor's own copy, which the draft and the URL follow from
 * then on, leaving the other card as it was.
 */
export function useSaveAndCopy({
  draft,
  card,
  urlCardId,
  editToken,
  onFollow,
  onLoad,
}: {
  draft: EditorDraft;
  card: CardFields;
  /** The card `?card=` names, when the editor was opened with one. */
  urlCardId: string | null;
  editToken: string | null;
  /** The work was saved as another card (a copy): the URL names that card from now on. */
  onFollow: (cardId: string) => void;
  /** The visitor chose the version saved elsewhere: the editor shows it instead of theirs. */
  onLoad: (card: CardFields) => void;
}) {
  const saveCard = useSaveCard();
  const [urlCard, setUrlCard] = useState(urlCardId);
  /** A save was refused because the card changed elsewhere: the visitor is asked what to keep. */
  const [conflict, setConflict] = useState(false);
  /** Saves the visitor asked for (Save and Share, Print, Collaboration) still running. */
  const [askedSaves, setAskedSaves] = useState(0);
  // A save that ends after the visitor left must not pull the URL back to the editor.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The card on screen is someone else's: a save makes the visitor's own copy of it. */
  const othersCard = urlCard && !draft.cardId && !editToken ? urlCard : null;

  /**
   * Which card and version the next save builds on. Saves run one after another (`queue`), and
   * one that waited for another must build on what that one stored, before React has rendered
   * it: so the answer of each save is kept here at once, and the draft's own changes (a version
   * chosen in a conflict, a live session's saves) are copied in after each render.
   */
  const base = useRef({ cardId: draft.cardId, version: draft.version, saved: draft.saved });
  useEffect(() => {
    const known = base.current;
    // A render of an earlier save's answer, after a later save already stored a newer version.
    const behind = draft.cardId === known.cardId && (draft.version ?? -1) < (known.version ?? -1);
    if (!behind)
      base.current = { cardId: draft.cardId, version: draft.version, saved: draft.saved };
  }, [draft.cardId, draft.version, draft.saved]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  async function write(input: CardFields, baseVersion: number | undefined): Promise<string> {
    const { cardId } = base.current;
    const copyOf = urlCard && !cardId && !editToken ? urlCard : null;
    const target: SaveTarget = cardId ? { cardId, baseVersion } : copyOf ? { copyOf } : null;
    const result = await saveCard.mutateAsync({ target, input });
    base.current = { cardId: result.id, version: result.version, saved: JSON.stringify(input) };
    draft.markSaved(result.id, result.version, input);
    if (urlCard && result.id !== urlCard) {
      draft.moveTo(result.id);
      setUrlCard(result.id);
      if (mounted.current) onFollow(result.id);
    }
    return result.id;
  }

  /**
   * Saves without telling anyone (autosave says it in the header). A refusal for an older
   * version is no conflict when the stored card is what this editor last saved (a live session
   * saved the same card meanwhile): the save goes on top of it.
   */
  function attempt(changes: Partial<CardFields> = {}): Promise<SaveOutcome> {
    // What is on screen now is saved, once the save before it has ended.
    const input = { ...card, ...changes };
    const run = queue.current.then(() => attemptNow(input));
    queue.current = run;
    return run;
  }

  async function attemptNow(input: CardFields): Promise<SaveOutcome> {
    try {
      return { saved: true, id: await write(input, base.current.version ?? undefined) };
    } catch (error) {
      if (!isVersionConflict(error) || !base.current.cardId) {
        return { saved: false, reason: offline(error) ? 'offline' : 'failed' };
      }
    }
    try {
      const stored = await api(cardsRoutes.getCard, { params: { id: base.current.cardId } });
      if (!holdsSaved(base.current.saved, toFields(stored))) {
        setConflict(true);
        return { saved: false, reason: 'conflict' };
      }
      return { saved: true, id: await write(input, stored.version) };
    } catch (error) {
      if (isVersionConflict(error)) setConflict(true);
      return {
        saved: false,
        reason: isVersionConflict(error) ? 'conflict' : offline(error) ? 'offline' : 'failed',
      };
    }
  }

  /**
   * The id of the card that now holds the work, or null when the save failed (already said: a
   * toast, or the conflict dialog). `changes` are saved with the card when the caller has just
   * dispatched them and they are not on screen yet (the title asked for by Save and Share).
   */
  async function save(changes: Partial<CardFields> = {}): Promise<string | null> {
    setAskedSaves((count) => count + 1);
    const outcome = await attempt(changes).finally(() => setAskedSaves((count) => count - 1));
    if (outcome.saved) return outcome.id;
    if (outcome.reason !== 'conflict') saveFailed();
    return null;
  }

  /**
   * The visitor's answer to a conflict: keep theirs (saved over the other version, which stays
   * in no history of ours) or take the other (their unsaved work here is dropped).
   */
  async function resolveConflict(keep: 'mine' | 'theirs'): Promise<void> {
    const { cardId } = base.current;
    if (!cardId) return;
    try {
      const stored = await api(cardsRoutes.getCard, { params: { id: cardId } });
      if (keep === 'theirs') {
        const fields = toFields(stored);
        draft.markSaved(stored.id, stored.version, fields);
        onLoad(fields);
      } else {
        await write(card, stored.version);
      }
      setConflict(false);
    } catch (error) {
      // Saved elsewhere yet again while choosing: the dialog stays and asks afresh.
      if (!isVersionConflict(error)) saveFailed();
    }
  }

  return {
    save,
    attempt,
    conflict,
    resolveConflict,
    /** A save the visitor asked for is running (autosave's own are only `isWriting`). */
    isSaving: askedSaves > 0,
    isWriting: saveCard.isPending,
    urlCard,
    isOthersCard: othersCard !== null,
  };
}
