import { ALIGNMENTS, type Alignment } from '@cardsmith/card-geometry';
import type { SelectionActions } from './use-selection-actions.js';

const ALIGN_LABELS: Record<Alignment, string> = {
  left: 'Align left',
  centre: 'Align centres',
  right: 'Align right',
  top: 'Align top',
  middle: 'Align middles',
  bottom: 'Align bottom',
};

/** Small glyphs for the align buttons (the label is the accessible name). */
const ALIGN_GLYPHS: Record<Alignment, string> = {
  left: '⇤',
  centre: '↔',
  right: '⇥',
  top: '⤒',
  middle: '↕',
  bottom: '⤓',
};

const chip =
  'inline-flex h-8 min-w-8 shrink-0 items-center justify-center whitespace-nowrap rounded-lg px-1.5 text-sm font-semibold text-stone-700 hover:bg-white disabled:opacity-40';

/**
 * What to do with the selection, above the card: align (one element to the card, several to
 * each other), distribute (three or more), duplicate, copy, paste, delete, and the shortcuts.
 */
export function ArrangeBar({
  actions,
  onPaste,
  onHelp,
}: {
  actions: SelectionActions;
  onPaste: () => void;
  onHelp: () => void;
}) {
  const { count } = actions;
  return (
    <div
      role="toolbar"
      aria-label="Arrange"
      // On phones the card needs the height above the tools sheet; a held touch offers these.
      // One line always: the card's height beside it allows for one (CardPreview), so on a
      // narrow desk the bar scrolls sideways instead of wrapping and pushing the card down.
      className="flex items-center gap-0.5 overflow-x-auto rounded-xl bg-stone-100 p-1 max-lg:hidden"
    >
      <span
        className="shrink-0 whitespace-nowrap px-2 text-xs font-semibold text-stone-600"
        aria-live="polite"
      >
        {count === 0 ? 'Nothing selected' : count === 1 ? '1 selected' : `${count} selected`}
      </span>
      {ALIGNMENTS.map((alignment) => (
        <button
          key={alignment}
          type="button"
          className={chip}
          aria-label={
            count === 1 ? `${ALIGN_LABELS[alignment]} on the card` : ALIGN_LABELS[alignment]
          }
          title={ALIGN_LABELS[alignment]}
          disabled={count === 0}
          onClick={() => actions.align(alignment)}
        >
          <span aria-hidden="true">{ALIGN_GLYPHS[alignment]}</span>
        </button>
      ))}
      <button
        type="button"
        className={chip}
        disabled={count < 3}
        onClick={() => actions.distribute('x')}
      >
        Space across
      </button>
      <button
        type="button"
        className={chip}
        disabled={count < 3}
        onClick={() => actions.distribute('y')}
      >
        Space down
      </button>
      <button type="button" className={chip} disabled={count === 0} onClick={actions.duplicate}>
        Duplicate
      </button>
      <button type="button" className={chip} disabled={count === 0} onClick={actions.copy}>
        Copy
      </button>
      <button type="button" className={chip} onClick={onPaste}>
        Paste
      </button>
      <button type="button" className={chip} disabled={count === 0} onClick={actions.remove}>
        Delete
      </button>
      <button
        type="button"
        className={`${chip} ml-auto`}
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="?"
        onClick={onHelp}
      >
        ?
      </button>
    </div>
  );
}
