import type { VideoTemplate } from '@cardsmith/contracts';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { PREVIEW_SIZE, PreviewCanvas } from './PreviewCanvas.js';
import type { VideoRenderState } from './use-video-render.js';
import { VideoProgress } from './VideoProgress.js';
import { VideoShareDialog } from './VideoShareDialog.js';

/**
 * The video card as it stands: the template's preview, the render's progress, then the finished
 * video to share or download.
 */
export function VideoCardPreview({
  template,
  title,
  state,
  cardId,
  onCreate,
}: {
  template: VideoTemplate | null;
  title: string;
  state: VideoRenderState;
  /** The card the last Create saved, once it is saved. */
  cardId: string | null;
  onCreate: () => void;
}) {
  const [sharing, setSharing] = useState(false);
  const busy = state.phase === 'rendering';
  const done = state.phase === 'done' ? state.job : null;

  return (
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
          onClick={onCreate}
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
      {done && cardId ? (
        <VideoShareDialog
          open={sharing}
          onOpenChange={setSharing}
          cardId={cardId}
          title={title.trim()}
          posterUrl={done.posterUrl}
        />
      ) : null}
    </section>
  );
}
