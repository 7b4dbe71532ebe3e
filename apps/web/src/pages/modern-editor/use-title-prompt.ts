import { useRef, useState } from 'react';

interface PendingAnswer {
  answer: Promise<string | null>;
  settle: (title: string | null) => void;
}

/**
 * The card's title, asked for once, at the first action that saves the card (export, share,
 * print, …): `requestTitle` answers the title at once when the card has one, and otherwise opens
 * the title dialog (`asking`) and answers what the visitor chose, or null if they cancelled.
 * Requests made while the dialog is open share its one answer.
 */
export function useTitlePrompt(title: string | undefined, onTitle: (title: string) => void) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<PendingAnswer | null>(null);

  function requestTitle(): Promise<string | null> {
    if (title !== undefined) return Promise.resolve(title);
    if (!pending.current) {
      let settle: (title: string | null) => void = () => undefined;
      const answer = new Promise<string | null>((resolve) => {
        settle = resolve;
      });
      pending.current = { answer, settle };
      setAsking(true);
    }
    return pending.current.answer;
  }

  function answer(chosen: string | null) {
    if (chosen !== null) onTitle(chosen);
    setAsking(false);
    pending.current?.settle(chosen);
    pending.current = null;
  }

  return {
    requestTitle,
    asking,
    confirm: (chosen: string) => answer(chosen),
    cancel: () => answer(null),
  };
}
