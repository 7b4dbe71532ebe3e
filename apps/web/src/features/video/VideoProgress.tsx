/** The render's real progress (ffmpeg's own counter) with the spec's label for its band. */
export function VideoProgress({ progress, label }: { progress: number; label: string }) {
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Creating your video card"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% – ${label}`}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-rose-600 transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {label}… {progress}%
      </p>
    </div>
  );
}
