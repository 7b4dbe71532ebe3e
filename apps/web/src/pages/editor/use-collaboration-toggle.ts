import { useEffect, useRef, useState } from 'react';
import type { CardFields, CollabCardData } from '@cardsmith/contracts';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import type { EditorDraft } from './use-editor-draft.js';

/**
 * The editor's Collaboration switch and the live session behind it. An edit link turns it on
 * from the start; the room starts from the saved card, so unsaved edits are saved before joining,
 * and a browser that never joined is asked for its name first.
 * While live the room saves every change (collab persists it), so nothing counts as unsaved.
 */
export function useCollaborationToggle({
  draft,
  card,
  urlCard,
  editToken,
  save,
  onRemoteCard,
}: {
  draft: EditorDraft;
  card: CardFields;
  urlCard: string | null;
  editToken: string | null;
  save: () => Promise<string | null>;
  onRemoteCard: (data: CollabCardData) => void;
}) {
  const [enabled, setEnabled] = useState(Boolean(editToken));
  const [name, setName] = useCollaboratorName();
  /** A first session waits for the name the visitor is asked for. */
  const askingName = enabled && name === null;
  const collab = useCollaboration({
    cardId: editToken ? urlCard : draft.cardId,
    enabled: enabled && name !== null,
    name: name ?? '',
    editToken,
    card,
    onRemoteCard,
  });
  // After an administrator ended the session (or a flood closed it) the switch shows it is off.
  const { stopped } = collab;
  useEffect(() => {
    if (stopped) setEnabled(false);
  }, [stopped]);
  const live = collab.isJoined;
  const liveCard = live ? JSON.stringify(card) : null;
  if (liveCard !== null && liveCard !== draft.saved) draft.setSaved(liveCard);

  const savingFirst = useRef(false);
  async function toggle(on: boolean) {
    if (!on || editToken || (draft.cardId && !draft.dirty)) {
      setEnabled(on);
      return;
    }
    if (savingFirst.current) return;
    savingFirst.current = true;
    try {
      if (await save()) setEnabled(true);
    } finally {
      savingFirst.current = false;
    }
  }

  return {
    collab,
    enabled,
    live,
    name: name ?? '',
    setName,
    toggle,
    askingName,
    /** Not now: the card stays editable here, without the live session. */
    cancelName: () => setEnabled(false),
  };
}
