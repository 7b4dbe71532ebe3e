import { useRef, useState } from 'react';
import type { Card } from '@cardsmith/contracts';
import { needsSavedCard, type EditorDialog } from './features.js';

/**
 * Which of the modern editor's dialogs is open, and the saved card it works on. Sharing,
 * printing, filming and collaboration work on the saved card, so those dialogs save it first
 * (a card never saved is named first; cancelling that opens nothing).
 */
export function useDialogOpener({
  requestTitle,
  saveCard,
}: {
  /** The card's title, asking for one the first time; null when the visitor cancelled. */
  requestTitle: () => Promise<string | null>;
  saveCard: (title: string) => Promise<Card | null>;
}) {
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  /** The card as saved for the open dialog. */
  const [dialogCard, setDialogCard] = useState<Card | null>(null);
  const savingForDialog = useRef(false);

  async function openDialog(next: EditorDialog) {
    if (!needsSavedCard(next)) {
      setDialog(next);
      return;
    }
    const title = await requestTitle();
    if (title === null) return;
    setDialog(next);
    // One save serves a second request made while it runs (React runs the ?feature= effect
    // twice in development).
    if (savingForDialog.current) return;
    savingForDialog.current = true;
    setDialogCard(null);
    const saved = await saveCard(title);
    savingForDialog.current = false;
    if (saved) setDialogCard(saved);
    else setDialog((current) => (current && needsSavedCard(current) ? null : current));
  }

  return {
    dialog,
    dialogCard,
    openDialog,
    closeDialog: () => setDialog(null),
  };
}
