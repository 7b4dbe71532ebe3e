import { useQuery } from '@tanstack/react-query';
import type { VideoTemplate, VideoTemplateType } from '@cardsmith/contracts';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { IconChevronLeft, IconChevronRight } from '../../components/ui/icons.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { errorMessage } from '../../lib/api.js';
import { pageAfterSwipe, pageCount, pageItems, preferCategory } from './gallery-pages.js';
import { videoTemplatesQuery } from './video-api.js';

const tabClass =
  'rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

/**
 * Video/Picture tabs, each a gallery of two templates a page that turns with buttons or a swipe.
 * `preferredCategory` (the form's occasion) puts that category's templates first.
 */
export function TemplateGallery({
  selected,
  onSelect,
  preferredCategory = null,
}: {
  selected: VideoTemplate | null;
  onSelect: (template: VideoTemplate) => void;
  preferredCategory?: string | null;
}) {
  const [type, setType] = useState<VideoTemplateType>('video');
  return (
    <Tabs.Root value={type} onValueChange={(value) => setType(value as VideoTemplateType)}>
      <Tabs.List
        aria-label="Template type"
        className="grid grid-cols-2 rounded-full bg-stone-100 p-1 text-sm font-semibold"
      >
        <Tabs.Trigger value="video" className={tabClass}>
          Video
        </Tabs.Trigger>
        <Tabs.Trigger value="image" className={tabClass}>
          Picture
        </Tabs.Trigger>
      </Tabs.List>
      {(['video', 'image'] as const).map((each) => (
        <Tabs.Content key={each} value={each} className="mt-4">
          {/* A new occasion starts the gallery again at its first page. */}
          <GalleryPages
            key={preferredCategory ?? ''}
            type={each}
            selected={selected}
            onSelect={onSelect}
            preferredCategory={preferredCategory}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function GalleryPages({
  type,
  selected,
  onSelect,
  preferredCategory,
}: {
  type: VideoTemplateType;
  selected: VideoTemplate | null;
  onSelect: (template: VideoTemplate) => void;
  preferredCategory: string | null;
}) {
  const query = useQuery(videoTemplatesQuery(type));
  const [page, setPage] = useState(0);
  const swipeStart = useRef<number | null>(null);
  if (query.isError) {
    return (
      <LoadError
        title="Templates unavailable"
        message={errorMessage(query.error, 'The templates could not be loaded.')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data)
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading templates…
      </p>
    );
  const templates = preferCategory(query.data, preferredCategory);
  const pages = pageCount(templates.length);
  const kind = type === 'video' ? 'Video templates' : 'Picture frames';
  return (
    <div
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        setPage(pageAfterSwipe(page, pages, event.clientX - swipeStart.current));
        swipeStart.current = null;
      }}
      className="touch-pan-y"
    >
      <ul aria-label={kind} className="grid grid-cols-2 gap-3">
        {pageItems(templates, page).map((template) => {
          const isSelected = selected?.id === template.id;
          return (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(template)}
                className={`block w-full overflow-hidden rounded-xl border text-left transition ${isSelected ? 'border-rose-600 ring-2 ring-rose-300' : 'border-stone-200 hover:border-stone-400'}`}
              >
                <img
                  src={template.thumbnail}
                  alt=""
                  width={480}
                  height={270}
                  draggable={false}
                  className="aspect-video w-full bg-stone-100 object-cover"
                />
                <span className="block px-3 py-2 text-sm">
                  <span className="font-semibold">{template.name}</span>
                  <span className="block text-stone-600">
                    {template.category}
                    {template.duration ? ` · ${template.duration}` : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex items-center justify-between">
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={page === 0}
          onClick={() => setPage(page - 1)}
          aria-label="Previous templates"
        >
          <IconChevronLeft className="size-4" />
        </button>
        <p className="text-sm text-stone-600">
          Page {page + 1} of {pages}
        </p>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={page >= pages - 1}
          onClick={() => setPage(page + 1)}
          aria-label="Next templates"
        >
          <IconChevronRight className="size-4" />
        </button>
      </div>
    </div>
  );
}
