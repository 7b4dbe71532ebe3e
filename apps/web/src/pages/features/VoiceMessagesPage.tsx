import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_VOICE,
  RECORDING_LIMITS,
  VOICE_TEXT_MAX,
  type VoiceId,
  type VoiceMessage,
} from '@cardsmith/contracts';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { IconMic } from '../../components/ui/icons.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { useOpenOnNewCard } from '../../features/ai/use-new-card.js';
import { cardFromPageResult } from '../../features/cards/handed-card.js';
import { SpeechProviderNote, VoicePlayer } from '../../features/voice/VoicePlayer.js';
import { VoiceRecorderSheet } from '../../features/voice/VoiceRecorderSheet.js';
import {
  fetchVoiceOptions,
  isVoiceId,
  textToSpeech,
  uploadRecording,
} from '../../features/voice/voice-api.js';
import { errorMessage } from '../../lib/api.js';
import { formatSeconds } from '../../lib/format-seconds.js';
import { useStoredState } from '../../lib/use-stored-state.js';
import { isModernDraft, MODERN_DRAFT_KEY, type ModernDraft } from '../modern-editor/modern-card.js';

const AUDIO_ADDED = {
  title: 'Audio Added',
  description: 'Voice message has been added to your card.',
} as const;

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
};

/** The file name Download saves under; without a known type the browser picks the extension. */
const downloadName = (contentType: string | undefined) =>
  contentType && EXTENSIONS[contentType]
    ? `voice-message.${EXTENSIONS[contentType]}`
    : 'voice-message';

/** `/voice-messages` (spec 001 §2): record, upload or voice a message, preview it, put it on a card. */
export function VoiceMessagesPage() {
  const [voice, setVoice] = useState<{
    message: VoiceMessage;
    provider?: string;
    contentType?: string;
  } | null>(null);
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const newCard = useOpenOnNewCard();
  const navigate = useNavigate();
  const [, setModernDraft] = useStoredState<ModernDraft | null>(
    MODERN_DRAFT_KEY,
    null,
    (value): value is ModernDraft | null => value === null || isModernDraft(value),
  );

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('audio/')) {
      toast({
        title: 'Invalid File',
        description: 'Please upload an audio file',
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      const recording = await uploadRecording(file, file.name);
      setVoice({
        message: {
          audioUrl: recording.audioUrl,
          durationSeconds: recording.durationSeconds,
          source: 'recording',
        },
        contentType: recording.contentType,
      });
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  }

  function addToEditorCard(message: VoiceMessage) {
    setModernDraft((draft) => (draft ? { ...draft, voiceMessage: message } : draft));
    toast(AUDIO_ADDED);
    void navigate('/modern-editor');
  }

  return (
    <>
      <title>Voice Messages – Cardsmith</title>
      <PageHeader eyebrow="Voice" title="Voice Messages">
        <p>Record your voice, upload a clip or let one of six voices read your words.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 className="font-display text-xl font-semibold">Record or upload</h2>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => setRecorderOpen(true)}
            >
              <IconMic className="size-4" /> Record (up to {RECORDING_LIMITS.pageMaxSeconds} s)
            </button>
            <label className={buttonClass('secondary', 'sm', 'cursor-pointer')}>
              {uploading ? 'Uploading…' : 'Upload audio file'}
              <input
                type="file"
                accept="audio/*"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => void upload(event)}
              />
            </label>
          </div>
          <TextToSpeechForm onVoiced={(message, provider) => setVoice({ message, provider })} />
        </section>
        <section
          aria-labelledby="voice-preview-heading"
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id="voice-preview-heading" className="font-display text-xl font-semibold">
            Preview
          </h2>
          {voice ? (
            <>
              <p className="text-sm text-stone-600">
                {voice.message.source === 'tts' ? 'Spoken message' : 'Recording'} ·{' '}
                {formatSeconds(voice.message.durationSeconds)}
              </p>
              <VoicePlayer src={voice.message.audioUrl} withVolume />
              <SpeechProviderNote provider={voice.provider} />
              <div className="flex flex-wrap gap-2">
                <a
                  className={buttonClass('secondary', 'sm')}
                  href={voice.message.audioUrl}
                  download={downloadName(voice.contentType)}
                >
                  Download
                </a>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  onClick={() => setVoice(null)}
                >
                  Remove
                </button>
              </div>
              <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
                <button
                  type="button"
                  className={buttonClass('primary', 'sm')}
                  disabled={newCard.saving}
                  onClick={() =>
                    void newCard.open(
                      cardFromPageResult({ occasion: 'other', voiceMessage: voice.message }),
                      AUDIO_ADDED,
                    )
                  }
                >
                  {newCard.saving ? 'Opening…' : 'Put on a new card'}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => addToEditorCard(voice.message)}
                >
                  Add to my card in the editor
                </button>
              </div>
            </>
          ) : (
            <p className="text-stone-600">Your voice message will play here.</p>
          )}
        </section>
      </div>
      <VoiceRecorderSheet
        open={recorderOpen}
        onOpenChange={setRecorderOpen}
        maxSeconds={RECORDING_LIMITS.pageMaxSeconds}
        onSave={(recording) =>
          setVoice({
            message: {
              audioUrl: recording.audioUrl,
              durationSeconds: recording.durationSeconds,
              source: 'recording',
            },
            contentType: recording.contentType,
          })
        }
      />
    </>
  );
}

function TextToSpeechForm({
  onVoiced,
}: {
  onVoiced: (message: VoiceMessage, provider: string) => void;
}) {
  const voices = useQuery({ queryKey: ['voice-options'], queryFn: fetchVoiceOptions });
  const [text, setText] = useState('');
  const [voice, setVoice] = useState<VoiceId | ''>(DEFAULT_VOICE);
  const [generating, setGenerating] = useState(false);

  async function generate() {
    if (!text.trim()) {
      toast({
        title: 'No voice message',
        description: 'Please enter text for the voice message',
        variant: 'destructive',
      });
      return;
    }
    if (!voice) {
      toast({
        title: 'Missing Information',
        description: 'Please enter text and choose a voice.',
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    try {
      const result = await textToSpeech(text, voice);
      onVoiced(
        { audioUrl: result.audioUrl, durationSeconds: result.durationSeconds, source: 'tts' },
        result.provider,
      );
      toast({ title: 'Speech Generated', description: 'Your text has been converted to speech.' });
    } catch {
      toast({
        title: 'Voice generation failed',
        description: 'Please try again or check your connection',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <div className="space-y-2 border-t border-stone-200 pt-4">
      <h3 className="font-semibold">Text to speech</h3>
      <label htmlFor="tts-text" className="sr-only">
        Text to speak
      </label>
      <textarea
        id="tts-text"
        className="h-28 w-full rounded-xl border border-stone-300 p-3"
        placeholder="Type your message…"
        value={text}
        maxLength={VOICE_TEXT_MAX}
        onChange={(event) => setText(event.target.value.slice(0, VOICE_TEXT_MAX))}
      />
      <p className="text-right text-xs text-stone-500">
        {text.length}/{VOICE_TEXT_MAX}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm font-semibold" htmlFor="tts-voice">
          Voice
        </label>
        <select
          id="tts-voice"
          className="rounded-lg border border-stone-300 px-2 py-1.5"
          value={voice}
          onChange={(event) => setVoice(isVoiceId(event.target.value) ? event.target.value : '')}
        >
          {(voices.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} – {option.description}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass('primary', 'sm', 'ml-auto')}
          disabled={generating}
          onClick={() => void generate()}
        >
          {generating ? 'Generating…' : 'Generate Voice'}
        </button>
      </div>
    </div>
  );
}
