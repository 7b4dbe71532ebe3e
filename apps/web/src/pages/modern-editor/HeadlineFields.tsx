import { OCCASIONS, type Occasion } from '@cardsmith/contracts';
import { Field, humanize, inputClass } from '../../components/ui/fields.js';
import { HEADLINE_MAX_LENGTH } from './modern-card.js';

/** The occasion the card is for and the headline across its front (the occasion's greeting until typed over). */
export function HeadlineFields({
  occasion,
  headline,
  onOccasion,
  onHeadline,
}: {
  occasion: Occasion;
  headline: string;
  onOccasion: (occasion: Occasion) => void;
  onHeadline: (headline: string) => void;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
      <Field label="Occasion">
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={occasion}
            onChange={(event) => onOccasion(event.target.value as Occasion)}
          >
            {OCCASIONS.map((o) => (
              <option key={o} value={o}>
                {humanize(o)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Headline">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            value={headline}
            maxLength={HEADLINE_MAX_LENGTH}
            onChange={(event) => onHeadline(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
