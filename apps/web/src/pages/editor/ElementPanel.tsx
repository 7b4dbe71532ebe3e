import {
  CARD_FONTS,
  CARD_LIMITS,
  ELEMENT_DEFAULTS,
  FONT_WEIGHTS,
  TEXT_ALIGNS,
  type CardElement,
  type ElementStyle,
} from '@cardsmith/contracts';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { DEFAULT_IMAGE } from './element-bounds.js';
import { Field, inputClass, NumberField } from '../../components/ui/fields.js';

/** What card-render draws for a style property the element leaves unset. */
const RENDERED_STYLE = { ...ELEMENT_DEFAULTS, fontWeight: 'normal', textAlign: 'center' } as const;
const IMAGE_SIZE_MIN = 10;

/** Rotation, fit, curve, crop and filters: loaded with the first selection, not the editor. */
const ElementProperties = lazy(async () => ({
  default: (await import('./properties/ElementProperties.js')).ElementProperties,
}));

/** Edits the selected element: its text or picture, size and style. */
export function ElementPanel({
  element,
  onChange,
  onDelete,
}: {
  element: CardElement;
  onChange: (patch: Partial<Omit<CardElement, 'id' | 'type'>>, key?: string) => void;
  onDelete: () => void;
}) {
  const style = { ...RENDERED_STYLE, ...element.style };
  const setStyle = (patch: ElementStyle, key?: string) =>
    onChange({ style: { ...element.style, ...patch } }, key);

  return (
    <section
      aria-labelledby="element-heading"
      className="space-y-4 rounded-xl border border-rose-200 bg-rose-50/50 p-4"
    >
      <div className="flex items-center justify-between">
        <h3 id="element-heading" className="font-semibold">
          {element.type === 'text' ? 'Selected text' : 'Selected image'}
        </h3>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-red-700')}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
      {element.type === 'text' ? (
        <>
          <Field label="Text">
            {(id) => (
              <textarea
                id={id}
                rows={2}
                className={inputClass}
                maxLength={CARD_LIMITS.textContentMax}
                value={element.content}
                onChange={(event) =>
                  onChange({ content: event.target.value }, `text:${element.id}`)
                }
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Font">
              {(id) => (
                <select
                  id={id}
                  className={inputClass}
                  value={style.fontFamily}
                  onChange={(event) =>
                    setStyle({ fontFamily: event.target.value as ElementStyle['fontFamily'] })
                  }
                >
                  {CARD_FONTS.map((font) => (
                    <option key={font}>{font}</option>
                  ))}
                </select>
              )}
            </Field>
            <NumberField
              label="Size (px)"
              min={CARD_LIMITS.fontSizeMin}
              max={CARD_LIMITS.fontSizeMax}
              value={style.fontSize}
              onCommit={(fontSize) => setStyle({ fontSize }, `size:${element.id}`)}
            />
            <Field label="Weight">
              {(id) => (
                <select
                  id={id}
                  className={inputClass}
                  value={style.fontWeight}
                  onChange={(event) =>
                    setStyle({ fontWeight: event.target.value as ElementStyle['fontWeight'] })
                  }
                >
                  {FONT_WEIGHTS.map((weight) => (
                    <option key={weight}>{weight}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Colour">
              {(id) => (
                <input
                  id={id}
                  type="color"
                  className={`${inputClass} h-10 p-1`}
                  value={style.color}
                  onChange={(event) =>
                    setStyle({ color: event.target.value }, `color:${element.id}`)
                  }
                />
              )}
            </Field>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Text style">
            <button
              type="button"
              aria-pressed={Boolean(style.italic)}
              className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm italic aria-pressed:border-rose-600 aria-pressed:bg-rose-100"
              onClick={() => setStyle({ italic: !style.italic })}
            >
              Italic
            </button>
            <button
              type="button"
              aria-pressed={Boolean(style.underline)}
              className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm underline aria-pressed:border-rose-600 aria-pressed:bg-rose-100"
              onClick={() => setStyle({ underline: !style.underline })}
            >
              Underline
            </button>
            {TEXT_ALIGNS.map((align) => (
              <button
                key={align}
                type="button"
                aria-pressed={style.textAlign === align}
                className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm capitalize aria-pressed:border-rose-600 aria-pressed:bg-rose-100"
                onClick={() => setStyle({ textAlign: align })}
              >
                Align {align}
              </button>
            ))}
          </div>
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {(['width', 'height'] as const).map((dimension) => (
            <NumberField
              key={dimension}
              label={dimension === 'width' ? 'Width (px)' : 'Height (px)'}
              min={IMAGE_SIZE_MIN}
              max={CARD_LIMITS.sizeMax}
              value={(element.size ?? DEFAULT_IMAGE)[dimension]}
              onCommit={(value) =>
                onChange(
                  { size: { ...(element.size ?? DEFAULT_IMAGE), [dimension]: value } },
                  `resize:${element.id}`,
                )
              }
            />
          ))}
        </div>
      )}
      <Suspense fallback={<p className="text-sm text-stone-600">Loading more settings…</p>}>
        <ElementProperties element={element} onChange={onChange} />
      </Suspense>
      <p className="text-xs text-stone-600">
        Drag it on the card, or focus it there and use the arrow keys (Shift for 10 px).
      </p>
    </section>
  );
}
