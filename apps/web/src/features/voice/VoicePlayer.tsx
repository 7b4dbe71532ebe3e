import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';

/** Spec 001 §9: volume 0–100, step 1, default 80. */
export const DEFAULT_VOLUME = 80;

/**
 * A voice clip with play/pause and, when asked, a volume slider. The end of playback clears the
 * playing flag (spec 001 §4).
 */
export function VoicePlayer({ src, withVolume = false }: { src: string; withVolume?: boolean }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume / 100;
  }, [volume, src]);

  useEffect(() => setPlaying(false), [src]);

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    try {
      await element.play();
      setPlaying(true);
    } catch {
      setPlaying(false);
      toast({
        title: 'Playback error',
        description: 'Could not play voice message',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-100 p-3">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onEnded={() => setPlaying(false)}
        onPause={() => setPlaying(false)}
        data-testid="voice-audio"
      />
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => void toggle()}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
      {withVolume ? (
        <label className="flex flex-1 items-center gap-2 text-sm text-stone-600">
          Volume
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={volume}
            onChange={(event) => setVolume(Number(event.target.value))}
            className="flex-1 accent-rose-600"
            aria-label="Volume"
          />
          <span className="w-8 text-right tabular-nums">{volume}</span>
        </label>
      ) : null}
    </div>
  );
}

/** Says when the offline voice spoke rather than a real speech provider. */
export function SpeechProviderNote({ provider }: { provider: string | null | undefined }) {
  if (provider !== 'offline') return null;
  return <p className="text-xs text-stone-500">Voiced by Cardsmith’s built-in voice (offline)</p>;
}
