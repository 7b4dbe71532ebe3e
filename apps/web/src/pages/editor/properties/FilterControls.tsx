import {
  ELEMENT_LIMITS,
  IMAGE_FILTERS,
  TWO_SIDED_FILTERS,
  type ImageElement,
  type ImageFilter,
} from '@cardsmith/contracts';
import { buttonClass } from '../../../components/ui/button.js';
import { RangeField } from './RangeField.js';
import type { ImagePatch } from './element-patches.js';

const LABELS: Record<ImageFilter, string> = {
  brightness: 'Brightness',
  contrast: 'Contrast',
  greyscale: 'Greyscale',
  sepia: 'Sepia',
  warmth: 'Warmth',
};

/** The photo's filters, each a slider in percent; card-render draws them on every output. */
export function FilterControls({
  element,
  onChange,
}: {
  element: ImageElement;
  onChange: (patch: ImagePatch, key?: string) => void;
}) {
  const filters = element.filters ?? {};
  const set = (filter: ImageFilter, value: number) => {
    const next = { ...filters, [filter]: value === 0 ? undefined : value };
    const any = IMAGE_FILTERS.some((name) => next[name] !== undefined);
    onChange({ filters: any ? next : undefined }, `filter-${filter}:${element.id}`);
  };
  const anySet = IMAGE_FILTERS.some((name) => (filters[name] ?? 0) !== 0);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-700">Filters</legend>
      {IMAGE_FILTERS.map((filter) => (
        <RangeField
          key={filter}
          label={LABELS[filter]}
          min={TWO_SIDED_FILTERS.includes(filter) ? -ELEMENT_LIMITS.filterAbs : 0}
          max={ELEMENT_LIMITS.filterAbs}
          value={filters[filter] ?? 0}
          unit="%"
          onChange={(value) => set(filter, value)}
        />
      ))}
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={!anySet}
        onClick={() => onChange({ filters: undefined })}
      >
        Reset filters
      </button>
    </fieldset>
  );
}
