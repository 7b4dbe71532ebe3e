import type { UseQueryResult } from '@tanstack/react-query';
import type { catalogRoutes } from '@cardsmith/contracts';
import { CARD_LIMITS, type RouteOutput } from '@cardsmith/contracts';
import { HeadlineFields } from './HeadlineFields.js';
import { DEFAULT_OCCASION, headlineText, type ModernDraft } from './modern-card.js';
import { TemplateGallery } from './TemplateGallery.js';

type Templates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

/** The Design tab: the template, the occasion and headline, and the message. */
export function DesignTab({
  templatesQuery,
  selectedId,
  draft,
  onDraft,
}: {
  templatesQuery: UseQueryResult<Templates>;
  selectedId: string | undefined;
  draft: ModernDraft;
  onDraft: (change: (draft: ModernDraft) => ModernDraft) => void;
}) {
  return (
    <>
      <TemplateGallery
        templates={templatesQuery.data?.templates}
        status={templatesQuery.status}
        retrying={templatesQuery.isFetching}
        onRetry={() => void templatesQuery.refetch()}
        selectedId={selectedId}
        onSelect={(templateId) => onDraft((d) => ({ ...d, templateId }))}
      />
      <HeadlineFields
        occasion={draft.occasion ?? DEFAULT_OCCASION}
        headline={headlineText(draft)}
        onOccasion={(next) =>
          // A typed headline is kept; the occasion's greeting follows the occasion.
          onDraft((d) => ({ ...d, occasion: next }))
        }
        onHeadline={(next) => onDraft((d) => ({ ...d, headline: next }))}
      />
      <div>
        <label htmlFor="card-message" className="font-semibold">
          Your message
        </label>
        <textarea
          id="card-message"
          rows={4}
          maxLength={CARD_LIMITS.textContentMax}
          value={draft.message}
          onChange={(event) => onDraft((d) => ({ ...d, message: event.target.value }))}
          placeholder="Wishing you a wonderful year ahead…"
          className="mt-2 w-full rounded-xl border border-stone-300 bg-white p-3 text-base"
        />
        <p className="text-right text-xs text-stone-600">
          {draft.message.length}/{CARD_LIMITS.textContentMax}
        </p>
      </div>
    </>
  );
}
