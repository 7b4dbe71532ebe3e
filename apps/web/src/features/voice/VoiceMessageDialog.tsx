import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_VOICE,
  VOICE_MESSAGES,
  VOICE_TEXT_MAX,
  type SpeechResult,
  type VoiceId,
  type VoiceMessage,
} from '@cardsmith/contracts';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';
import { toast } from '../../components/ui/toast-store.js';
import { SpeechProviderNote, VoicePlayer } from './VoicePlayer.js';
import { fetchVoiceOptions, isVoiceId, textToSpeech } from './voice-api.js';

/**
 * 'Add Voice Message' (spec 001 §2): text with a 500-character counter, a voice, Generate Voice,
 * play/pause and volume, then Add to Card hands the voice to the caller.
 */
export function VoiceMessageDialog({
  open,
  onOpenChange,
  onAdd,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (voiceMessage: VoiceMessage) => void;
  /** More ways to add a voice (the recorder), shown under the form. */
  footer?: React.ReactNode;
}) {
  const voices = useQuery({
    queryKey: ['voice-options'],
    queryFn: fetchVoiceOptions,
    enabled: open,
  });
  const [text, setText] = useState('');
  const [voice, setVoice] = useState<VoiceId>(DEFAULT_VOICE);
  const [generating, setGenerating] = useState(false);
  const [speech, setSpeech] = useState<SpeechResult | null>(null);

  async function generate() {
    if (!text.trim()) {
      toast({
        title: 'Text Required',
        description: VOICE_MESSAGES.textRequired,
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    try {
      const result = await textToSpeech(text, voice);
      setSpeech(result);
      toast({ title: 'Speech Generated', description: 'Your text has been converted to speech.' });
    } catch {
      toast({
        title: 'Generation Failed',
        description: VOICE_MESSAGES.speechFailed,
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  function addToCard() {
    if (!speech) return;
    onAdd({ audioUrl: speech.audioUrl, durationSeconds: speech.durationSeconds, source: 'tts' });
    toast({ title: 'Audio Added', description: 'Voice message has been added to your card.' });
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-2xl font-semibold tracking-tight">
            Add Voice Message
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-stone-600">
            Type what you want to say and choose a voice.
          </Dialog.Description>
          <label className="mt-4 block text-sm font-semibold" htmlFor="voice-text">
            Your message
          </label>
          <textarea
            id="voice-text"
            className="mt-1 h-28 w-full rounded-xl border border-stone-300 p-3"
            value={text}
            maxLength={VOICE_TEXT_MAX}
            onChange={(event) => setText(event.target.value.slice(0, VOICE_TEXT_MAX))}
          />
          <p className="text-right text-xs text-stone-500" aria-live="polite">
            {text.length}/{VOICE_TEXT_MAX}
          </p>
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold">Voice</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {(voices.data ?? []).map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer gap-2 rounded-xl border border-stone-200 p-2 text-sm has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50"
                >
                  <input
                    type="radio"
                    name="voice"
                    value={option.id}
                    checked={voice === option.id}
                    onChange={() => isVoiceId(option.id) && setVoice(option.id)}
                  />
                  <span>
                    <span className="block font-semibold">{option.name}</span>
                    <span className="text-stone-500">{option.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {speech ? (
            <div className="mt-4 space-y-1">
              <VoicePlayer src={speech.audioUrl} withVolume />
              <SpeechProviderNote provider={speech.provider} />
            </div>
          ) : null}
          {footer}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('ghost', 'sm')}>Cancel</Dialog.Close>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={generating}
              onClick={() => void generate()}
            >
              {generating ? 'Generating…' : 'Generate Voice'}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={!speech}
              onClick={addToCard}
            >
              Add to Card
            </button>
          </div>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
