import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { OCCASIONS, type Occasion } from '@cardsmith/contracts';
import { dialogFromParam, needsSavedCard, type EditorDialog } from './features.js';

/**
 * What the URL asks the modern editor for, done once and then taken off the URL:
 * `?feature=` opens a dialog (one that saves the card waits for the templates), `?category=`
 * starts a card for that occasion.
 */
export function useUrlRequests({
  templatesPending,
  openDialog,
  onOccasion,
}: {
  templatesPending: boolean;
  openDialog: (dialog: EditorDialog) => Promise<void>;
  onOccasion: (occasion: Occasion) => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The effects run once per parameter, yet must act on the editor as it is by then.
  const latest = useRef({ openDialog, onOccasion });
  useEffect(() => {
    latest.current = { openDialog, onOccasion };
  });

  const featureParam = searchParams.get('feature');
  useEffect(() => {
    if (featureParam === null) return;
    const requested = dialogFromParam(featureParam);
    // Saving the card needs its template.
    if (requested && needsSavedCard(requested) && templatesPending) return;
    if (requested) void latest.current.openDialog(requested);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('feature');
        return next;
      },
      { replace: true },
    );
  }, [featureParam, setSearchParams, templatesPending]);

  const occasionParam = searchParams.get('category');
  useEffect(() => {
    if (occasionParam === null) return;
    const occasion = OCCASIONS.find((o) => o === occasionParam);
    if (occasion) latest.current.onOccasion(occasion);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  }, [occasionParam, setSearchParams]);
}
