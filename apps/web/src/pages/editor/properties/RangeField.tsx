import { useId } from 'react';

/** A labelled slider showing its value; arrow keys step it, as every range input does. */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit = '',
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const shown = `${Number.isInteger(step) ? Math.round(value) : value.toFixed(2)}${unit}`;
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-semibold text-stone-700">
          {label}
        </label>
        <output htmlFor={id} className="text-xs text-stone-600 tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        className="mt-1 w-full accent-rose-700"
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
