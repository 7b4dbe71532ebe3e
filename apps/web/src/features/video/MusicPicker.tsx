import { useQuery } from '@tanstack/react-query';
import {
  VIDEO_MUSIC_IDS,
  type VideoMusicId,
  type VideoMusicOption,
  type VideoTemplate,
} from '@cardsmith/contracts';
import { RadioGroup } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorMessage } from '../../lib/api.js';
import { videoMusicQuery } from './video-api.js';

const isMusicId = (value: string): value is VideoMusicId =>
  (VIDEO_MUSIC_IDS as readonly string[]).includes(value);

/** What a preview plays: the bed's own clip, the chosen template's bed, or nothing for none. */
function previewOf(option: VideoMusicOption, template: VideoTemplate | null): string | null {
  return option.id === 'template' ? (template?.musicPreview ?? null) : option.previewUrl;
}

/**
 * The video card form's music (spec 001 §3): the template's own bed, a named bed or none, each bed
 * heard before choosing it. The radios move with the arrow keys; each preview is its own button.
 */
export function MusicPicker({
  value,
  onChange,
  template,
}: {
  value: VideoMusicId;
  onChange: (music: VideoMusicId) => void;
  template: VideoTemplate | null;
}) {
  const label = useId();
  const query = useQuery(videoMusicQuery());
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<VideoMusicId | null>(null);

  async function togglePreview(option: VideoMusicOption, url: string) {
    const element = audio.current;
    if (!element) return;
    if (playing === option.id) {
      element.pause();
      return;
    }
    element.src = url;
    // Pressed at once: a preview not yet drawn by the server may take a moment to start.
    setPlaying(option.id);
    try {
      await element.play();
    } catch (error) {
      // Stop, or another preview, came before this one started: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(null);
      toast({
        title: 'Playback error',
        description: 'Could not play this music',
        variant: 'destructive',
      });
    }
  }

  if (query.isError) {
    return (
      <LoadError
        title="Music unavailable"
        message={errorMessage(query.error, 'The music could not be loaded.')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div>
      <p id={label} className="text-sm font-medium text-stone-800">
        Music
      </p>
      <audio
        ref={audio}
        preload="none"
        onEnded={() => setPlaying(null)}
        onPause={() => setPlaying(null)}
        data-testid="music-preview-audio"
      />
      {query.data ? (
        <RadioGroup.Root
          aria-labelledby={label}
          value={value}
          onValueChange={(next) => isMusicId(next) && onChange(next)}
          className="mt-1.5 grid gap-2"
        >
          {query.data.map((option) => {
            const url = previewOf(option, template);
            return (
              <div key={option.id} className="flex items-center gap-2">
                <RadioGroup.Item
                  value={option.id}
                  className="flex flex-1 items-start gap-3 rounded-xl border border-stone-300 px-3 py-2 text-left text-sm hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 data-[state=checked]:border-rose-600 data-[state=checked]:bg-rose-50"
                >
                  <span className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-stone-400">
                    <RadioGroup.Indicator className="size-2 rounded-full bg-rose-700" />
                  </span>
                  <span>
                    <span className="block font-semibold">{option.name}</span>
                    <span className="block text-stone-600">{option.description}</span>
                  </span>
                </RadioGroup.Item>
                {option.id === 'none' ? null : (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'w-24')}
                    aria-pressed={playing === option.id}
                    aria-label={`Preview ${option.name}`}
                    title={url ? undefined : 'Choose a template to hear its music'}
                    disabled={!url}
                    onClick={() => url && void togglePreview(option, url)}
                  >
                    {playing === option.id ? 'Stop' : 'Preview'}
                  </button>
                )}
              </div>
            );
          })}
        </RadioGroup.Root>
      ) : (
        <p role="status" className="mt-1.5 text-sm text-stone-600">
          Loading music…
        </p>
      )}
    </div>
  );
}
