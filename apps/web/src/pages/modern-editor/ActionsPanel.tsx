import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import {
  IconCalendar,
  IconDownload,
  IconPrinter,
  IconShare,
  IconVideo,
} from '../../components/ui/icons.js';
import type { EditorDialog } from './features.js';

const actionClass =
  'flex w-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left text-sm font-semibold hover:border-rose-300 hover:bg-rose-50';

export function ActionsPanel({
  onExport,
  exporting,
  exportUnavailable,
  cardId,
  title,
  onOpen,
}: {
  onExport: () => void;
  exporting: boolean;
  /** Why Export Card cannot be used now, shown beside it; null when it can. */
  exportUnavailable: string | null;
  cardId: string | null;
  /** The title the card was saved under, once the visitor named it. */
  title: string | undefined;
  onOpen: (dialog: EditorDialog) => void;
}) {
  const reasonId = useId();
  return (
    <section aria-labelledby="actions-heading" className="space-y-3">
      <h2 id="actions-heading" className="font-semibold">
        Send &amp; share
      </h2>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full')}
        onClick={onExport}
        disabled={exportUnavailable !== null || exporting}
        aria-describedby={exportUnavailable ? reasonId : undefined}
      >
        <IconDownload className="size-5" />
        {exporting ? 'Exporting…' : 'Export Card'}
      </button>
      {exportUnavailable ? (
        <p id={reasonId} className="text-sm text-stone-600">
          {exportUnavailable}
        </p>
      ) : null}
      <button type="button" className={actionClass} onClick={() => onOpen('video')}>
        <IconVideo className="size-5 text-rose-700" /> Create Video Card
      </button>
      <button type="button" className={actionClass} onClick={() => onOpen('social')}>
        <IconShare className="size-5 text-rose-700" /> Social Share
      </button>
      <button type="button" className={actionClass} onClick={() => onOpen('print')}>
        <IconPrinter className="size-5 text-rose-700" /> Print Physical Card
      </button>
      <button type="button" className={actionClass} onClick={() => onOpen('scheduling')}>
        <IconCalendar className="size-5 text-rose-700" /> Schedule Delivery
      </button>
      {cardId ? (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {title ? (
            <>
              Saved as <q className="font-semibold">{title}</q>.
            </>
          ) : (
            'Saved.'
          )}{' '}
          Anyone with{' '}
          <Link to={`/cards/${cardId}`} className="font-semibold underline">
            this card’s link
          </Link>{' '}
          can open it.
        </p>
      ) : (
        <p className="text-sm text-stone-500">Exporting or sharing saves your card first.</p>
      )}
    </section>
  );
}
