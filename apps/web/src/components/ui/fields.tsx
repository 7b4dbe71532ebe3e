import { useId, useState, type ReactNode } from 'react';

export const inputClass =
  'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A whole-number input that lets the visitor type freely: what they type stays as typed, a value
 * in range is applied at once, and on blur (or Enter) an out-of-range value is clamped while an
 * empty or unreadable one goes back to the current value. Applying only in-range values while
 * showing the stored one would snap every keystroke back (typing 12 over 16 gave 162).
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const parse = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text)));
  function settle() {
    if (typed === null) return;
    const number = parse(typed);
    if (Number.isFinite(number)) {
      const clamped = Math.min(Math.max(number, min), max);
      if (clamped !== value) onCommit(clamped);
    }
    setTyped(null);
  }
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={inputClass}
          value={typed ?? String(value)}
          onChange={(event) => {
            setTyped(event.target.value);
            const number = parse(event.target.value);
            if (number >= min && number <= max && number !== value) onCommit(number);
          }}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
          }}
        />
      )}
    </Field>
  );
}

export function humanize(id: string): string {
  return id
    .split('-')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}
