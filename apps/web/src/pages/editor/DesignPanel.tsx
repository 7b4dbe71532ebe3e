import {
  CARD_FONTS,
  CARD_LIMITS,
  OCCASIONS,
  TEXT_SIZE_PX,
  TEXT_SIZES,
  type CardFields,
} from '@cardsmith/contracts';
import { Field, humanize, inputClass } from '../../components/ui/fields.js';
import { FramePicker } from './FramePicker.js';
import { TemplatePicker } from './TemplatePicker.js';
import { UPLOADED_TEMPLATE_ELEMENT, UploadedTemplates } from './UploadedTemplates.js';

export function DesignPanel({
  card,
  onChange,
}: {
  card: CardFields;
  onChange: (patch: Partial<CardFields>, key?: string) => void;
}) {
  return (
    <div className="space-y-5">
      <Field label="Card title">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            maxLength={CARD_LIMITS.titleMax}
            value={card.title}
            onChange={(event) => onChange({ title: event.target.value }, 'title')}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Occasion">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={card.category}
              onChange={(event) =>
                onChange({ category: event.target.value as CardFields['category'] })
              }
            >
              {OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {humanize(occasion)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Background colour">
          {(id) => (
            <input
              id={id}
              type="color"
              className={`${inputClass} h-10 p-1`}
              value={card.backgroundColor}
              onChange={(event) => onChange({ backgroundColor: event.target.value }, 'background')}
            />
          )}
        </Field>
        <Field label="Card font">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={card.textFont}
              onChange={(event) =>
                onChange({ textFont: event.target.value as CardFields['textFont'] })
              }
            >
              {CARD_FONTS.map((font) => (
                <option key={font}>{font}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Text size">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={card.textSize}
              onChange={(event) =>
                onChange({ textSize: event.target.value as CardFields['textSize'] })
              }
            >
              {TEXT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {humanize(size)} ({TEXT_SIZE_PX[size]} px)
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message inside the card (back)">
        {(id) => (
          <textarea
            id={id}
            rows={4}
            className={inputClass}
            maxLength={CARD_LIMITS.messageMax}
            value={card.cardMessage}
            onChange={(event) => onChange({ cardMessage: event.target.value }, 'message')}
          />
        )}
      </Field>
      <FramePicker selectedId={card.frameId} onSelect={(frameId) => onChange({ frameId })} />
      <TemplatePicker
        occasion={card.category}
        selectedId={card.templateId}
        onChoose={(template) => onChange({ templateId: template.id })}
      />
      <UploadedTemplates
        selectedElementIds={card.elements.map((element) => element.id)}
        onChoose={(element) =>
          onChange({
            elements: [
              element,
              ...card.elements.filter((other) => !other.id.startsWith(UPLOADED_TEMPLATE_ELEMENT)),
            ],
          })
        }
      />
    </div>
  );
}
