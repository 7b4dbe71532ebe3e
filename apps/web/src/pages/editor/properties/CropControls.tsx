import { CROP_ZOOM_MAX, viewOfCrop } from '@cardsmith/card-render';
import { CROP_SHAPES, type CropShape, type ImageElement } from '@cardsmith/contracts';
import { useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.js';
import { imageSize } from '../../../lib/image-probe.js';
import { IMAGE_UPLOAD_TYPES, uploadMedia } from '../../../lib/media-upload.js';
import { RangeField } from './RangeField.js';
import {
  cropWithShape,
  cropWithView,
  imageBox,
  replacePicture,
  type ImagePatch,
} from './element-patches.js';

const SHAPE_LABELS: Record<CropShape, string> = {
  free: 'Free',
  square: 'Square',
  circle: 'Circle',
  '4:3': '4:3',
  '3:4': '3:4',
  card: 'Card',
};

const shapeClass =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm aria-pressed:border-rose-600 aria-pressed:bg-rose-100';

/** The picture's proportions (width ÷ height), or null when it cannot be loaded. */
async function aspectOf(url: string): Promise<number | null> {
  const size = await imageSize(url);
  return size ? size.width / size.height : null;
}

/**
 * Crop with the presets (free, square, circle, 4:3, 3:4, the card's proportions), zoom and
 * position sliders, and Replace picture, which keeps the box and the crop's framing.
 */
export function CropControls({
  element,
  onChange,
}: {
  element: ImageElement;
  onChange: (patch: ImagePatch, key?: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { crop } = element;
  const view = crop ? viewOfCrop(crop, imageBox(element)) : null;

  async function chooseShape(shape: CropShape) {
    const aspect = crop?.imageAspect ?? (await aspectOf(element.content));
    if (!aspect) {
      setProblem('This picture could not be loaded, so it cannot be cropped.');
      return;
    }
    setProblem(null);
    onChange(cropWithShape(element, shape, aspect));
  }

  const [replacing, setReplacing] = useState(false);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  async function replace(file: File) {
    setReplacing(true);
    setReplaceError(null);
    try {
      const media = await uploadMedia(file);
      onChange(replacePicture(element, media.url, await aspectOf(media.url)));
    } catch (error) {
      setReplaceError(
        error instanceof Error ? error.message : 'The picture could not be replaced.',
      );
    } finally {
      setReplacing(false);
    }
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-700">Crop</legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={!crop}
            className={shapeClass}
            onClick={() => onChange({ crop: undefined })}
          >
            Uncropped
          </button>
          {CROP_SHAPES.map((shape) => (
            <button
              key={shape}
              type="button"
              aria-pressed={crop?.shape === shape}
              className={shapeClass}
              onClick={() => void chooseShape(shape)}
            >
              {SHAPE_LABELS[shape]}
            </button>
          ))}
        </div>
        {problem ? (
          <p className="text-sm text-red-700" role="alert">
            {problem}
          </p>
        ) : null}
        {view ? (
          <>
            <RangeField
              label="Zoom"
              min={1}
              max={CROP_ZOOM_MAX}
              step={0.05}
              value={view.zoom}
              unit="×"
              onChange={(zoom) => onChange(cropWithView(element, { zoom }), `crop:${element.id}`)}
            />
            <RangeField
              label="Left to right"
              min={0}
              max={1}
              step={0.01}
              value={view.centreX}
              onChange={(centreX) =>
                onChange(cropWithView(element, { centreX }), `crop:${element.id}`)
              }
            />
            <RangeField
              label="Top to bottom"
              min={0}
              max={1}
              step={0.01}
              value={view.centreY}
              onChange={(centreY) =>
                onChange(cropWithView(element, { centreY }), `crop:${element.id}`)
              }
            />
          </>
        ) : null}
      </fieldset>
      <div className="space-y-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={replacing}
          onClick={() => fileInput.current?.click()}
        >
          {replacing ? 'Uploading…' : 'Replace picture'}
        </button>
        <p className="text-xs text-stone-600">The new picture keeps this box and crop.</p>
        {replaceError ? (
          <p className="text-sm text-red-700" role="alert">
            {replaceError}
          </p>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          hidden
          aria-label="Replacement picture"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file && !replacing) void replace(file);
          }}
        />
      </div>
    </div>
  );
}
