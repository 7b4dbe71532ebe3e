import { layoutTextElement } from '@cardsmith/card-render';
import { CARD_LIMITS, ELEMENT_LIMITS, type TextElement } from '@cardsmith/contracts';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button.js';
import { NumberField } from '../../../components/ui/fields.js';
import { RangeField } from './RangeField.js';
import { startFit, type TextPatch } from './element-patches.js';

const checkboxClass = 'size-4 accent-rose-700';

/**
 * Fit to box (its size, the smallest and largest font size, the most lines, the ellipsis) and
 * the curve's bend. A curved text is one line at its font size, so fit waits while it bends.
 */
export function TextShapeControls({
  element,
  onChange,
}: {
  element: TextElement;
  onChange: (patch: TextPatch, key?: string) => void;
}) {
  const id = useId();
  const { fit, size } = element;
  const layout = layoutTextElement(element);
  const bend = element.curve ?? 0;
  const { fontSizeMin, fontSizeMax, fitLinesMax, sizeMax } = CARD_LIMITS;
  const setFit = (patch: Partial<NonNullable<TextElement['fit']>>, key?: string) =>
    fit && onChange({ fit: { ...fit, ...patch } }, key);
  return (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-700">Fit</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={Boolean(fit)}
            disabled={bend !== 0}
            onChange={(event) =>
              onChange(event.target.checked ? startFit(element) : { fit: undefined })
            }
          />
          Shrink the text to fit its box
        </label>
        {fit && size ? (
          <>
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label="Box width (px)"
                min={10}
                max={sizeMax}
                value={Math.round(size.width)}
                onCommit={(width) => onChange({ size: { ...size, width } }, `box:${element.id}`)}
              />
              <NumberField
                label="Box height (px)"
                min={10}
                max={sizeMax}
                value={Math.round(size.height)}
                onCommit={(height) => onChange({ size: { ...size, height } }, `box:${element.id}`)}
              />
              <NumberField
                label="Smallest size (px)"
                min={fontSizeMin}
                max={fit.maxFontSize}
                value={fit.minFontSize}
                onCommit={(minFontSize) => setFit({ minFontSize }, `fit-min:${element.id}`)}
              />
              <NumberField
                label="Largest size (px)"
                min={fit.minFontSize}
                max={fontSizeMax}
                value={fit.maxFontSize}
                onCommit={(maxFontSize) => setFit({ maxFontSize }, `fit-max:${element.id}`)}
              />
              <NumberField
                label="Most lines (0: any)"
                min={0}
                max={fitLinesMax}
                value={fit.maxLines ?? 0}
                onCommit={(lines) =>
                  setFit({ maxLines: lines === 0 ? undefined : lines }, `fit-lines:${element.id}`)
                }
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={fit.ellipsis !== false}
                onChange={(event) => setFit({ ellipsis: event.target.checked })}
              />
              End with “…” when it does not fit at the smallest size
            </label>
            <p id={`${id}-fit`} className="text-xs text-stone-600" aria-live="polite">
              Drawn at {layout.fontSize} px on {layout.lines.length}{' '}
              {layout.lines.length === 1 ? 'line' : 'lines'}
              {layout.truncated ? ', cut short: it does not fit even at the smallest size.' : '.'}
            </p>
          </>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-700">Curve</legend>
        <RangeField
          label="Bend"
          min={-ELEMENT_LIMITS.bendAbs}
          max={ELEMENT_LIMITS.bendAbs}
          value={bend}
          onChange={(value) =>
            onChange({ curve: value === 0 ? undefined : value }, `curve:${element.id}`)
          }
        />
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-stone-600">
            Up arches the text, down makes it smile. Curved text is one line.
          </p>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={bend === 0}
            onClick={() => onChange({ curve: undefined })}
          >
            Straight
          </button>
        </div>
      </fieldset>
    </div>
  );
}
