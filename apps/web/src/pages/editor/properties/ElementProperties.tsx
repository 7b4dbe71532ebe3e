import type { CardElement } from '@cardsmith/contracts';
import { CropControls } from './CropControls.js';
import { FilterControls } from './FilterControls.js';
import { RotationControls } from './RotationControls.js';
import { TextShapeControls } from './TextShapeControls.js';
import type { ImagePatch, TextPatch } from './element-patches.js';

/**
 * The selected element's rotation, and a text's fit and curve or a photo's crop and filters.
 * Loaded with the first selection (React.lazy in ElementPanel), not with the editor.
 */
export function ElementProperties({
  element,
  onChange,
}: {
  element: CardElement;
  onChange: (patch: TextPatch | ImagePatch, key?: string) => void;
}) {
  return (
    <div className="space-y-5 border-t border-rose-200 pt-4">
      <RotationControls
        element={element}
        onRotate={(rotation) => onChange({ rotation: rotation === 0 ? undefined : rotation })}
      />
      {element.type === 'text' ? (
        <TextShapeControls element={element} onChange={onChange} />
      ) : (
        <>
          <CropControls element={element} onChange={onChange} />
          <FilterControls element={element} onChange={onChange} />
        </>
      )}
    </div>
  );
}
