import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  catalogRoutes,
  DEFAULT_VIDEO_MUSIC,
  DEFAULT_VOICE,
  VIDEO_MESSAGES,
  VOICE_TEXT_MAX,
  voiceRoutes,
  type VideoCategory,
  type VideoMusicId,
  type VideoTemplate,
  type RouteOutput,
  type VoiceId,
} from '@cardsmith/contracts';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { createCard } from '../../features/ai/ai-api.js';
import { MusicPicker } from '../../features/video/MusicPicker.js';
import {
  occasionOf,
  occasionOfCategory,
  titleAfterOccasion,
} from '../../features/video/occasion.js';
import { OccasionPicker } from '../../features/video/OccasionPicker.js';
import { PREVIEW_SIZE, PreviewCanvas } from '../../features/video/PreviewCanvas.js';
import { TemplateGallery } from '../../features/video/TemplateGallery.js';
import { useVideoRender } from '../../features/video/use-video-render.js';
import { videoCardInput } from '../../features/video/video-card-front.js';
import { VideoProgress } from '../../features/video/VideoProgress.js';
import { VideoShareDialog } from '../../features/video/VideoShareDialog.js';
import { VoicePlayer } from '../../features/voice/VoicePlayer.js';
import { fetchVoiceOptions, isVoiceId } from '../../features/voice/voice-api.js';
import { api } from '../../lib/api.js';

type EditorTemplates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-stone-300 px-3 py-2.5 text-sm shadow-sm focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none';

/** `/video-cards` (spec 001 §2): title, message and voice, a template, a real render, share it. */
export function VideoCardsPage() {
  const ids = {
    title: useId(),
    message: useId(),
    voiceText: useId(),
    voice: useId(),
    hint: useId(),
  };
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [voiceText, setVoiceText] = useState('');
  const [voice, setVoice] = useState<VoiceId>(DEFAULT_VOICE);
  const [voiceAudioUrl, setVoiceAudioUrl] = useState<string | null>(null);
  const [generatingVoice, setGeneratingVoice] = useState(false);
  const [template, setTemplate] = useState<VideoTemplate | null>(null);
  const [occasion, setOccasion] = useState<VideoCategory | null>(null);
  const [music, setMusic] = useState<VideoMusicId>(DEFAULT_VIDEO_MUSIC);
  const [titleMissing, setTitleMissing] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const voices = useQuery({ queryKey: ['voice-options'], queryFn: fetchVoiceOptions });
  const queryClient = useQueryClient();
  const render = useVideoRender();
  const { state } = render;
  const busy = state.phase === 'rendering';

  async function generateVoice() {
    setGeneratingVoice(true);
    try {
      const result = await api(voiceRoutes.generateSpeech, { body: { text: voiceText, voice } });
      setVoiceAudioUrl(result.audioUrl);
    } catch {
      toast({ title: 'Failed to generate voice message', variant: 'destructive' });
    } finally {
      setGeneratingVoice(false);
    }
  }

  function chooseOccasion(next: VideoCategory) {
    const suggested = titleAfterOccasion(title, occasion, next);
    setTitle(suggested);
    if (suggested.trim()) setTitleMissing(false);
    setOccasion(next);
  }

  async function create() {
    const trimmed = title.trim();
    setTitleMissing(!trimmed);
    if (!template || !trimmed) {
      const [heading, detail] = VIDEO_MESSAGES.missingInformation.split(' - ');
      toast({ title: heading!, description: detail, variant: 'destructive' });
      return;
    }
    let id: string;
    try {
      const { templates } = await queryClient.fetchQuery<EditorTemplates>({
        queryKey: [catalogRoutes.listEditorTemplates.path],
      });
      id = await createCard(
        videoCardInput(templates, {
          category: occasion ?? template.category,
          occasion: occasion ? occasionOfCategory(occasion) : occasionOf(template),
          title: trimmed,
          message,
        }),
      );
    } catch {
      failed(null);
      return;
    }
    setCardId(id);
    const result = await render.start({
      type: 'template',
      cardId: id,
      templateId: template.id,
      title: trimmed,
      message,
      voiceAudioUrl: voiceAudioUrl ?? undefined,
      occasion: occasion ?? undefined,
      music,
    });
    if (result.phase === 'failed') failed(result.reason);
  }

  function failed(reason: string | null) {
    const [heading, detail] = VIDEO_MESSAGES.generationFailed.split(' - ');
    toast({ title: heading!, description: reason ?? detail, variant: 'destructive' });
  }

  const done = state.phase === 'done' ? state.job : null;

  return (
    <>
      <title>Video Cards – Cardsmith</title>
      <PageHeader eyebrow="Video" title="Video Cards">
        <p>Turn your card, your words and your voice into a short video to send.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <OccasionPicker value={occasion} onChange={chooseOccasion} />
          <div>
            <label htmlFor={ids.title} className="text-sm font-medium text-stone-800">
              Card title <span aria-hidden="true">*</span>
            </label>
            <input
              id={ids.title}
              required
              value={title}
              maxLength={120}
              aria-invalid={titleMissing || undefined}
              aria-describedby={titleMissing ? ids.hint : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                if (event.target.value.trim()) setTitleMissing(false);
              }}
              className={fieldClass}
            />
            {titleMissing ? (
              <p id={ids.hint} className="mt-1 text-sm text-rose-700">
                {VIDEO_MESSAGES.titleRequired}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.message} className="text-sm font-medium text-stone-800">
              Message
            </label>
            <textarea
              id={ids.message}
              rows={3}
              value={message}
              maxLength={500}
              onChange={(event) => setMessage(event.target.value)}
              className={fieldClass}
            />
          </div>
          <fieldset className="space-y-2 border-t border-stone-200 pt-4">
            <legend className="text-sm font-semibold">Voice message</legend>
            <label htmlFor={ids.voiceText} className="sr-only">
              Voice text
            </label>
            <textarea
              id={ids.voiceText}
              rows={2}
              placeholder="What the voice should say…"
              value={voiceText}
              maxLength={VOICE_TEXT_MAX}
              onChange={(event) => setVoiceText(event.target.value.slice(0, VOICE_TEXT_MAX))}
              className={fieldClass}
            />
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={ids.voice} className="text-sm font-medium">
                Voice
              </label>
              <select
                id={ids.voice}
                value={voice}
                onChange={(event) => isVoiceId(event.target.value) && setVoice(event.target.value)}
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
                disabled={generatingVoice || !voiceText.trim()}
                onClick={() => void generateVoice()}
              >
                {generatingVoice ? 'Generating…' : 'Generate Voice'}
              </button>
            </div>
            {voiceAudioUrl ? <VoicePlayer src={voiceAudioUrl} /> : null}
          </fieldset>
          <div className="border-t border-stone-200 pt-4">
            <MusicPicker value={music} onChange={setMusic} template={template} />
          </div>
          <div className="border-t border-stone-200 pt-4">
            <h2 className="mb-3 text-sm font-semibold">Template</h2>
            <TemplateGallery
              selected={template}
              onSelect={setTemplate}
              preferredCategory={occasion}
            />
          </div>
        </section>
        <section
          aria-labelledby="video-preview-heading"
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id="video-preview-heading" className="font-display text-xl font-semibold">
            Preview
          </h2>
          {done ? (
            <video
              key={done.videoUrl}
              src={done.videoUrl}
              poster={done.posterUrl}
              controls
              playsInline
              width={PREVIEW_SIZE.width}
              height={PREVIEW_SIZE.height}
              aria-label="Your video card"
              className="h-auto w-full max-w-[600px] rounded-xl bg-black"
              onError={() =>
                toast({
                  title: 'Video Load Error',
                  description: 'Unable to load video preview',
                  variant: 'destructive',
                })
              }
            />
          ) : (
            <PreviewCanvas template={template} title={title} />
          )}
          {busy ? <VideoProgress progress={state.progress} label={state.label} /> : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              disabled={busy}
              onClick={() => void create()}
            >
              {busy ? 'Creating…' : 'Create Video Card'}
            </button>
            {done && cardId ? (
              <>
                <button
                  type="button"
                  className={buttonClass('secondary', 'md')}
                  onClick={() => setSharing(true)}
                >
                  Share
                </button>
                <a
                  className={buttonClass('secondary', 'md')}
                  href={done.videoUrl}
                  download="video-card.mp4"
                >
                  Download
                </a>
              </>
            ) : null}
          </div>
        </section>
      </div>
      {done && cardId ? (
        <VideoShareDialog
          open={sharing}
          onOpenChange={setSharing}
          cardId={cardId}
          title={title.trim()}
          posterUrl={done.posterUrl}
        />
      ) : null}
    </>
  );
}
