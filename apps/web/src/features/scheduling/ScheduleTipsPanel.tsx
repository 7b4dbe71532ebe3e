import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { aiRoutes, type ScheduleTipsRequest } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { api, errorMessage } from '../../lib/api.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';

/** How long the form's fields must stay still before the tips are asked for again. */
const SETTLE_MS = 400;

const SOURCE_LABELS = {
  offline: 'Suggestions written offline',
  openai: 'Suggestions written by OpenAI',
} as const;

export const SCHEDULE_TIPS_KEY = aiRoutes.scheduleTips.path;

export interface ScheduleTipsPanelProps {
  /** What the schedule form currently says (occasion, method, date, zones, country). */
  request: ScheduleTipsRequest;
  /** The form's delivery time (`HH:MM`), to show which suggestion it already uses. */
  deliveryTime: string;
  /** Puts a suggested time into the form's delivery time. */
  onUseTime: (time: string) => void;
}

/**
 * The smart scheduling page's AI tips (spec 001 §9): when the card should arrive for the
 * occasion, method and the recipient's zone, written by the ai service (offline rules or
 * OpenAI, and it says which). A suggested time can be put into the form with one click.
 */
export function ScheduleTipsPanel({ request, deliveryTime, onUseTime }: ScheduleTipsPanelProps) {
  const settled = useDebouncedValue(request, SETTLE_MS);
  const tips = useQuery({
    queryKey: [SCHEDULE_TIPS_KEY, settled],
    queryFn: ({ signal }) => api(aiRoutes.scheduleTips, { body: settled }, { signal }),
    // The previous tips stay on screen while the next ones are written.
    placeholderData: keepPreviousData,
  });

  return (
    <section
      aria-labelledby="schedule-tips-heading"
      aria-busy={tips.isFetching}
      className="rounded-3xl border border-rose-100 bg-rose-50/60 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="schedule-tips-heading" className="text-base font-semibold text-rose-900">
          AI Tips
        </h3>
        {tips.data ? (
          <p className="text-xs text-stone-600">{SOURCE_LABELS[tips.data.provider]}</p>
        ) : null}
      </div>
      <div aria-live="polite" className="mt-3 space-y-3 text-sm">
        {tips.isPending ? <p className="text-stone-600">Writing timing tips…</p> : null}
        {tips.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-rose-900">
              {errorMessage(tips.error, 'Could not load the timing tips.')}
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void tips.refetch()}
            >
              Try again
            </button>
          </div>
        ) : null}
        {tips.data ? (
          <ul aria-label="Timing tips" className="space-y-3">
            {tips.data.tips.map((tip) => (
              <li key={tip.title} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="font-semibold text-stone-900">{tip.title}</p>
                <p className="mt-1 text-stone-700">{tip.body}</p>
                {tip.suggestedLocalTime ? (
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      onClick={() => onUseTime(tip.suggestedLocalTime!)}
                    >
                      Use {tip.suggestedLocalTime}
                    </button>
                    {deliveryTime === tip.suggestedLocalTime ? (
                      <span className="text-xs text-emerald-800">
                        The form is set to {tip.suggestedLocalTime}.
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
