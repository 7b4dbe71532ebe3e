import { normalizeRotation } from '@cardsmith/card-render';
import { ELEMENT_LIMITS, type CardElement } from '@cardsmith/contracts';
import { buttonClass } from '../../../components/ui/button.js';
import { NumberField } from '../../../components/ui/fields.js';

/** The element's turn: typed in degrees, or in 15° steps by button (the handle does the rest). */
export function RotationControls({
  element,
  onRotate,
}: {
  element: CardElement;
  onRotate: (rotation: number) => void;
}) {
  const rotation = normalizeRotation(element.rotation ?? 0);
  const step = ELEMENT_LIMITS.rotationStep;
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-2">
      <NumberField label="Rotation (°)" min={-180} max={180} value={rotation} onCommit={onRotate} />
      <div className="flex gap-1" role="group" aria-label="Turn in steps">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onRotate(normalizeRotation(rotation - step))}
        >
          −{step}°
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onRotate(normalizeRotation(rotation + step))}
        >
          +{step}°
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={rotation === 0}
          onClick={() => onRotate(0)}
        >
          Straighten
        </button>
      </div>
    </div>
  );
}
