import { buttonClass } from '../../components/ui/button.js';
import { IconPrinter } from '../../components/ui/icons.js';

/** The editor's actions beside its heading: New card, Undo, Redo, Print, Save and Share. */
export function EditorToolbar({
  saving,
  canUndo,
  canRedo,
  onNewCard,
  onUndo,
  onRedo,
  onSaveAndShare,
  onPrint,
}: {
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onNewCard: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSaveAndShare: () => void;
  /** Saves the card, then opens the print order dialog. */
  onPrint: () => void;
}) {
  // On phones labels keep their first word (Print its icon), so the actions fit one row above
  // the card.
  const secondary = [
    { label: 'New', more: ' card', disabled: saving, onClick: onNewCard },
    { label: 'Undo', more: '', disabled: !canUndo, onClick: onUndo },
    { label: 'Redo', more: '', disabled: !canRedo, onClick: onRedo },
    { label: 'Print', more: ' Physical Card', icon: true, disabled: saving, onClick: onPrint },
  ];
  return (
    <div className="flex items-center gap-0.5 sm:flex-wrap sm:gap-2">
      {secondary.map(({ label, more, icon, disabled, onClick }) => (
        <button
          key={label}
          type="button"
          className={buttonClass('ghost', 'sm', 'max-sm:gap-0 max-sm:px-2')}
          disabled={disabled}
          onClick={onClick}
        >
          {icon ? <IconPrinter className="size-4 sm:hidden" /> : null}
          <span>
            <span className={icon ? 'max-sm:sr-only' : undefined}>{label}</span>
            {more ? <span className="max-sm:hidden">{more}</span> : null}
          </span>
        </button>
      ))}
      <button
        type="button"
        className={buttonClass('primary', 'sm', 'max-sm:px-3')}
        disabled={saving}
        onClick={onSaveAndShare}
      >
        {saving ? 'Saving…' : 'Save and Share'}
      </button>
    </div>
  );
}
