import { RECORDING_LIMITS, type VoiceMessage } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatSeconds } from '../../lib/format-seconds.js';
import { VoiceMessageDialog } from './VoiceMessageDialog.js';
import { VoicePlayer } from './VoicePlayer.js';
import { VoiceRecorderSheet } from './VoiceRecorderSheet.js';

/** Which way of adding a voice is open: typed and voiced, or recorded. */
export type VoiceStep = 'speech' | 'record' | null;

/**
 * The editors' way to put a voice on a card: the Add Voice Message dialog, whose footer offers
 * the recorder (up to the recording maximum) instead. Both hand the voice to `onAdd`.
 */
export function CardVoiceDialogs({
  step,
  onStepChange,
  onAdd,
}: {
  step: VoiceStep;
  onStepChange: (step: VoiceStep) => void;
  onAdd: (voiceMessage: VoiceMessage) => void;
}) {
  return (
    <>
      {/* Mounted while open, so each opening starts from an empty text. */}
      {step === 'speech' ? (
        <VoiceMessageDialog
          open
          onOpenChange={(open) => onStepChange(open ? 'speech' : null)}
          onAdd={onAdd}
          footer={
            <button
              type="button"
              className="mt-4 text-sm font-semibold text-rose-700 underline"
              onClick={() => onStepChange('record')}
            >
              Record your own voice instead
            </button>
          }
        />
      ) : null}
      <VoiceRecorderSheet
        open={step === 'record'}
        onOpenChange={(open) => onStepChange(open ? 'record' : null)}
        maxSeconds={RECORDING_LIMITS.maxSeconds}
        onSave={({ audioUrl, durationSeconds }) => {
          onAdd({ audioUrl, durationSeconds, source: 'recording' });
          toast({
            title: 'Audio Added',
            description: 'Voice message has been added to your card.',
          });
        }}
      />
    </>
  );
}

/** The voice on the card: what it is and how long, a player, and Remove. */
export function VoiceOnCard({
  voiceMessage,
  onRemove,
}: {
  voiceMessage: VoiceMessage;
  onRemove: () => void;
}) {
  return (
    <div className="space-y-2 rounded-xl bg-white p-2 ring-1 ring-stone-200">
      <p className="text-sm text-stone-700">
        This {voiceMessage.source === 'tts' ? 'spoken message' : 'recording'} (
        {formatSeconds(voiceMessage.durationSeconds)}) is on your card.
      </p>
      <VoicePlayer src={voiceMessage.audioUrl} />
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
        Remove voice message
      </button>
    </div>
  );
}
