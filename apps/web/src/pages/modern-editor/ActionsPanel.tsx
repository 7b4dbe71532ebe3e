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
  disabled,
  cardId,
  onOpen,
}: {
  onExport: () => void;
  exporting: boolean;
  disabled: boolean;
  cardId: string | null;
  onOpen: (dialog: EditorDialog) => void;
}) {
  return (
    <section aria-labelledby="actions-heading" className="space-y-3">
      <h2 id="actions-heading" className="font-semibold">
        Send &amp; share
      </h2>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full')}
        onClick={onExport}
        disabled={disabled || exporting}
      >
        <IconDownload className="size-5" />
        {exporting ? 'Exporting…' : 'Export Card'}
      </button>
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
          Saved. Anyone with{' '}
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
