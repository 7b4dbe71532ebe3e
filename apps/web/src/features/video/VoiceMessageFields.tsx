import { VOICE_TEXT_MAX, voiceRoutes } from '@cardsmith/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { api } from '../../lib/api.js';
import { VoicePlayer } from '../voice/VoicePlayer.js';
import { fetchVoiceOptions, isVoiceId } from '../voice/voice-api.js';
import type { VideoCardFormInput, VideoCardFormValues } from './video-card-form.js';

/** The video card's voice message: what to say, in which voice, spoken by Generate Voice. */
export function VoiceMessageFields({ fieldClass }: { fieldClass: string }) {
  const ids = { text: useId(), voice: useId() };
  const { register, control, setValue } = useFormContext<
    VideoCardFormInput,
    unknown,
    VideoCardFormValues
  >();
  const [text, voice, audioUrl] = useWatch({
    control,
    name: ['voiceText', 'voice', 'voiceAudioUrl'],
  });
  const voices = useQuery({ queryKey: ['voice-options'], queryFn: fetchVoiceOptions });
  const speak = useMutation({
    mutationFn: () => api(voiceRoutes.generateSpeech, { body: { text, voice } }),
    onSuccess: (result) => setValue('voiceAudioUrl', result.audioUrl),
    onError: () => toast({ title: 'Failed to generate voice message', variant: 'destructive' }),
  });

  return (
    <fieldset className="space-y-2 border-t border-stone-200 pt-4">
      <legend className="text-sm font-semibold">Voice message</legend>
      <label htmlFor={ids.text} className="sr-only">
        Voice text
      </label>
      <textarea
        id={ids.text}
        rows={2}
        placeholder="What the voice should say…"
        maxLength={VOICE_TEXT_MAX}
        {...register('voiceText', {
          setValueAs: (value: string) => value.slice(0, VOICE_TEXT_MAX),
        })}
        className={fieldClass}
      />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={ids.voice} className="text-sm font-medium">
          Voice
        </label>
        <select
          id={ids.voice}
          value={voice}
          onChange={(event) => {
            if (isVoiceId(event.target.value)) setValue('voice', event.target.value);
          }}
          className="rounded-lg border border-stone-300 px-2 py-1.5 text-sm"
        >
          {(voices.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'ml-auto')}
          disabled={speak.isPending || !text.trim()}
          onClick={() => speak.mutate()}
        >
          {speak.isPending ? 'Generating…' : 'Generate Voice'}
        </button>
      </div>
      {audioUrl ? <VoicePlayer src={audioUrl} /> : null}
    </fieldset>
  );
}
