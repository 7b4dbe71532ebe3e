import { CARD_LIMITS, type Card } from '@cardsmith/contracts';
import { ArOverlayDialog } from '../../features/ar/ArOverlayDialog.js';
import { ImageCreator } from '../../features/ai/ImageCreator.js';
import { MessageAssistantDialog } from '../../features/ai/MessageAssistantDialog.js';
import { PrintOrderDialog } from '../../features/print/PrintOrderDialog.js';
import { ScheduleDeliveryDialog } from '../../features/scheduling/ScheduleDeliveryDialog.js';
import {
  InviteCollaboratorsDialog,
  SocialShareDialog,
} from '../../features/sharing/CardShareDialogs.js';
import { VideoCardDialog } from '../../features/video/VideoCardDialog.js';
import type { EditorDialog } from './features.js';

/**
 * The one open dialog of the modern editor (the voice dialogs are apart: the recorder opens
 * from the AI tab too). Those that share, print, film or schedule get the saved card.
 */
export function ModernDialogs({
  dialog,
  card,
  onClose,
  onMessage,
  onImage,
}: {
  dialog: EditorDialog | null;
  card: Card | null;
  onClose: () => void;
  onMessage: (message: string) => void;
  onImage: (imageUrl: string) => void;
}) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog) {
    case 'ai-message':
      return (
        <MessageAssistantDialog
          open
          onOpenChange={onOpenChange}
          onSelect={(message) => onMessage(message.slice(0, CARD_LIMITS.textContentMax))}
        />
      );
    case 'ai-image':
      return <ImageCreator open onOpenChange={onOpenChange} onSelect={onImage} />;
    case 'ar':
      return <ArOverlayDialog open card={card} onOpenChange={onOpenChange} />;
    case 'social':
      return <SocialShareDialog open card={card} onOpenChange={onOpenChange} />;
    case 'scheduling':
      return <ScheduleDeliveryDialog open card={card} onOpenChange={onOpenChange} />;
    case 'collaboration':
      return <InviteCollaboratorsDialog open card={card} onOpenChange={onOpenChange} />;
    case 'print':
      return <PrintOrderDialog open card={card} onOpenChange={onOpenChange} />;
    case 'video':
      return <VideoCardDialog open card={card} onOpenChange={onOpenChange} />;
    default:
      return null;
  }
}
