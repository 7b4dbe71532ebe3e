import { useRef, useState } from 'react';
import type { EditorTemplate } from '@cardsmith/contracts';
import { IconCheck, IconChevronLeft, IconChevronRight } from '../../components/ui/icons.js';
import { pageCount, stepPage, swipeStep, TEMPLATES_PER_PAGE } from './gallery-paging.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { TileSkeletons } from '../../components/ui/TileSkeletons.js';

interface Props {
  templates: readonly EditorTemplate[] | undefined;
  status: 'pending' | 'error' | 'success';
  /** Try Again is asking for the templates once more. */
  retrying: boolean;
  onRetry: () => void;
  selectedId: string | undefined;
  onSelect: (id: EditorTemplate['id']) => void;
}

const arrowClass =
  'grid size-9 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:opacity-40';

export function TemplateGallery({
  templates,
  status,
  retrying,
  onRetry,
  selectedId,
  onSelect,
}: Props) {
  const [page, setPage] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const items = templates ?? [];
  const pages = pageCount(items.length);
  const current = Math.min(page, pages - 1);
  const visible = items.slice(current * TEMPLATES_PER_PAGE, (current + 1) * TEMPLATES_PER_PAGE);
  const go = (step: number) => setPage(stepPage(current, step, pages));

  return (
    <section aria-labelledby="templates-heading" aria-roledescription="carousel">
      <div className="flex items-baseline justify-between">
        <h2 id="templates-heading" className="font-semibold">
          Templates
        </h2>
        {status === 'success' ? (
          <p className="text-sm text-stone-600" aria-live="polite">
            Page {current + 1} of {pages}
          </p>
        ) : null}
      </div>
      {status === 'pending' ? (
        <TileSkeletons
          count={TEMPLATES_PER_PAGE}
          label="Loading templates…"
          className="mt-3 grid grid-cols-2 gap-3"
        />
      ) : status === 'error' ? (
        <LoadError
          className="mt-3"
          message="Templates could not be loaded."
          retrying={retrying}
          onRetry={onRetry}
        />
      ) : (
        <>
          <ul
            className="mt-3 grid touch-pan-y grid-cols-2 gap-3"
            onTouchStart={(event) => {
              touchStartX.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const endX = event.changedTouches[0]?.clientX;
              if (touchStartX.current !== null && endX !== undefined) {
                const step = swipeStep(touchStartX.current, endX);
                if (step !== 0) go(step);
              }
              touchStartX.current = null;
            }}
          >
            {visible.map((template) => {
              const selected = template.id === selectedId;
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(template.id)}
                    className={`group relative block w-full overflow-hidden rounded-xl border-2 bg-white text-left transition ${
                      selected ? 'border-rose-600' : 'border-transparent hover:border-stone-300'
                    }`}
                  >
                    <img
                      src={template.imageUrl}
                      alt=""
                      width={400}
                      height={560}
                      loading="lazy"
                      className="aspect-[5/7] w-full bg-stone-100 object-cover"
                    />
                    <span className="block px-2 py-1.5 text-sm font-semibold">{template.name}</span>
                    <span className="sr-only">{template.description}</span>
                    {selected ? (
                      <span className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-rose-600 text-white">
                        <IconCheck className="size-4" />
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 flex items-center justify-between">
            <button
              type="button"
              className={arrowClass}
              aria-label="Previous templates"
              onClick={() => go(-1)}
            >
              <IconChevronLeft className="size-5" />
            </button>
            <div className="flex gap-1">
              {Array.from({ length: pages }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Show template page ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setPage(index)}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span
                    className={`block size-2 rounded-full ${index === current ? 'bg-rose-700' : 'bg-stone-300'}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={arrowClass}
              aria-label="Next templates"
              onClick={() => go(1)}
            >
              <IconChevronRight className="size-5" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
