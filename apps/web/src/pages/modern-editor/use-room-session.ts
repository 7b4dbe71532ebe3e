import { useEffect, useState } from 'react';
import type { CollabCardData } from '@cardsmith/contracts';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import type { AdvancedSettings } from './ToolPanels.js';

/**
 * The Advanced tab's switches and the live session behind Collaboration: the room starts from
 * the saved card, so turning it on saves first (`saveFirst`, false when that failed or the
 * visitor cancelled naming it), and a browser that never joined is asked for its name.
 */
export function useRoomSession({
  cardId,
  card,
  saveFirst,
  onRemoteCard,
}: {
  cardId: string | null;
  card: Parameters<typeof useCollaboration>[0]['card'];
  saveFirst: () => Promise<boolean>;
  onRemoteCard: (data: CollabCardData) => void;
}) {
  const [settings, setSettings] = useState<AdvancedSettings>({
    ar: false,
    collaboration: false,
    schedule: false,
  });
  const [name, setName] = useCollaboratorName();
  const collab = useCollaboration({
    cardId,
    enabled: settings.collaboration && name !== null,
    name: name ?? '',
    card,
    onRemoteCard,
  });

  // After an administrator ended the session (or a flood closed it) the switch shows it is off.
  const { stopped } = collab;
  useEffect(() => {
    if (stopped) setSettings((current) => ({ ...current, collaboration: false }));
  }, [stopped]);

  async function changeSettings(next: AdvancedSettings) {
    if (!next.collaboration || settings.collaboration) {
      setSettings(next);
      return;
    }
    if (await saveFirst()) setSettings(next);
  }

  return {
    settings,
    changeSettings,
    collab,
    askingName: settings.collaboration && name === null,
    setName,
    cancelName: () => setSettings((current) => ({ ...current, collaboration: false })),
  };
}
