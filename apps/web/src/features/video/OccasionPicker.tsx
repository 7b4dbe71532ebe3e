import { VIDEO_CATEGORIES, type VideoCategory } from '@cardsmith/contracts';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';

const isVideoCategory = (value: string): value is VideoCategory =>
  (VIDEO_CATEGORIES as readonly string[]).includes(value);

/**
 * The video card form's occasion (spec 001 §3): one of the video template categories, as chips a
 * keyboard moves through with the arrow keys. Nothing is chosen until the visitor picks one.
 */
export function OccasionPicker({
  value,
  onChange,
}: {
  value: VideoCategory | null;
  onChange: (occasion: VideoCategory) => void;
}) {
  const label = useId();
  return (
    <div>
      <p id={label} className="text-sm font-medium text-stone-800">
        Occasion
      </p>
      <RadioGroup.Root
        aria-labelledby={label}
        value={value ?? ''}
        onValueChange={(next) => isVideoCategory(next) && onChange(next)}
        orientation="horizontal"
        className="mt-1.5 flex flex-wrap gap-2"
      >
        {VIDEO_CATEGORIES.map((category) => (
          <RadioGroup.Item
            key={category}
            value={category}
            className="rounded-full border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 data-[state=checked]:border-rose-600 data-[state=checked]:bg-rose-50 data-[state=checked]:text-rose-800"
          >
            {category}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
