import { useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

const CONTROL =
  'mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm text-stone-900 shadow-sm focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none';

/** A labelled native select: keyboard, screen-reader and mobile pickers work without extra code. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** Shown as the empty choice; without it the first option is preselected. */
  placeholder?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span className="text-rose-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        className={CONTROL}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  rows = 3,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  hint?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL} resize-y`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Option lists of contracts as select options, labelled by their label table. */
export function toOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
