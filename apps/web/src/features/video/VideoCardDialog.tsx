import { useQuery } from '@tanstack/react-query';
import { VIDEO_UPLOAD_MAX_BYTES, type Card } from '@cardsmith/contracts';
import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { CardDialog, type CardDialogProps } from '../sharing/CardShareDialogs.js';
import { useVideoRender } from './use-video-render.js';
import { videoTemplatesQuery } from './video-api.js';
import { videoShareText } from './video-share.js';
import { VideoProgress } from './VideoProgress.js';
import { VideoShareDialog } from './VideoShareDialog.js';

/** The templates the editor's dialog offers (spec 001 §3); the full gallery is on /video-cards. */
export const DIALOG_TEMPLATE_IDS = [
  'birthday-celebration',
  'romantic-hearts',
  'congratulations',
  'holiday-winter',
] as const;

const tabClass =
  'rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

/**
 * The editor's video card dialog: the saved card made into a video from one of the named
 * templates or from an uploaded clip (MP4, MOV, AVI, at most 100 MB), with the render's real
 * progress. Failures are logged and progress goes back to 0 (spec 001 §8).
 */
export function VideoCardDialog(props: CardDialogProps<Card>) {
  return (
    <CardDialog
      {...props}
      title="Create Video Card"
      description="Turn your card into a short video from a template or your own clip."
    >
      {(card) => <VideoCardForm card={card} />}
    </CardDialog>
  );
}

function VideoCardForm({ card }: { card: Card }) {
  const templates = useQuery(videoTemplatesQuery('video'));
  const offered = DIALOG_TEMPLATE_IDS.flatMap(
    (id) => templates.data?.find((template) => template.id === id) ?? [],
  );
  const [mode, setMode] = useState<'template' | 'upload'>('template');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sharing, setSharing] = useState(false);
  const fileId = useId();
  const { state, start } = useVideoRender();
  const busy = state.phase === 'rendering';
  const ready = mode === 'template' ? templateId !== null : file !== null;

  async function create() {
    const common = {
      cardId: card.id,
      title: card.title,
      message: card.cardMessage,
      voiceAudioUrl: card.voiceMessage?.audioUrl,
    };
    const result =
      mode === 'template' && templateId
        ? await start({ ...common, type: 'template', templateId })
        : file
          ? await start({ ...common, type: 'upload', videoFile: file })
          : null;
    if (result?.phase === 'failed') {
      console.error('Video card failed', result.reason);
      toast({
        title: 'Generation Failed',
        description: result.reason ?? 'Please try again',
        variant: 'destructive',
      });
    }
  }

  if (state.phase === 'done') {
    return (
      <div className="space-y-4">
        <video
          src={state.job.videoUrl}
          poster={state.job.posterUrl}
          controls
          playsInline
          aria-label="Your video card"
          className="aspect-video w-full rounded-xl bg-black"
        />
        <p className="text-sm text-stone-600">{videoShareText(card.title)}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            onClick={() => setSharing(true)}
          >
            Share
          </button>
          <a
            className={buttonClass('secondary', 'md')}
            href={state.job.videoUrl}
            download="video-card.mp4"
          >
            Download
          </a>
        </div>
        <VideoShareDialog
          open={sharing}
          onOpenChange={setSharing}
          cardId={card.id}
          title={card.title}
          posterUrl={state.job.posterUrl}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as 'template' | 'upload')}>
        <Tabs.List
          aria-label="Video source"
          className="grid grid-cols-2 rounded-full bg-stone-100 p-1 text-sm font-semibold"
        >
          <Tabs.Trigger value="template" className={tabClass}>
            Template
          </Tabs.Trigger>
          <Tabs.Trigger value="upload" className={tabClass}>
            Upload
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="template" className="mt-4">
          {templates.isError ? (
            <p className="text-sm text-rose-700">The templates could not be loaded.</p>
          ) : !templates.data ? (
            <p role="status" className="text-sm text-stone-600">
              Loading templates…
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3" aria-label="Video templates">
              {offered.map((template) => (
                <li key={template.id}>
                  <button
                    type="button"
                    aria-pressed={templateId === template.id}
                    onClick={() => setTemplateId(template.id)}
                    className={`block w-full overflow-hidden rounded-xl border text-left ${templateId === template.id ? 'border-rose-600 ring-2 ring-rose-300' : 'border-stone-200'}`}
                  >
                    <img
                      src={template.thumbnail}
                      alt=""
                      className="aspect-video w-full bg-stone-100 object-cover"
                    />
                    <span className="block px-3 py-2 text-sm font-semibold">
                      {template.name}{' '}
                      <span className="font-normal text-stone-600">({template.duration})</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="upload" className="mt-4 space-y-2">
          <label htmlFor={fileId} className="text-sm font-medium text-stone-800">
            Video file
          </label>
          <input
            id={fileId}
            type="file"
            accept="video/*"
            className="block w-full text-sm"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !chosen.type.startsWith('video/')) {
                event.target.value = '';
                toast({
                  title: 'Invalid File',
                  description: 'Please choose a video file',
                  variant: 'destructive',
                });
                return;
              }
              if (chosen && chosen.size > VIDEO_UPLOAD_MAX_BYTES) {
                event.target.value = '';
                toast({
                  title: 'File too large',
                  description: 'Videos can be at most 100 MB.',
                  variant: 'destructive',
                });
                return;
              }
              setFile(chosen);
            }}
          />
          <p className="text-xs text-stone-500">MP4, MOV, AVI, max 100MB</p>
        </Tabs.Content>
      </Tabs.Root>
      {busy ? <VideoProgress progress={state.progress} label={state.label} /> : null}
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={busy || !ready}
        onClick={() => void create()}
      >
        {busy ? 'Creating…' : 'Create Video Card'}
      </button>
    </div>
  );
}
