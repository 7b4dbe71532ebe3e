import { buttonClass } from '../../components/ui/button.js';

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
  const secondary = [
    { label: 'New card', disabled: saving, onClick: onNewCard },
    { label: 'Undo', disabled: !canUndo, onClick: onUndo },
    { label: 'Redo', disabled: !canRedo, onClick: onRedo },
    { label: 'Print Physical Card', disabled: saving, onClick: onPrint },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {secondary.map(({ label, disabled, onClick }) => (
        <button
          key={label}
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={disabled}
          onClick={onClick}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        disabled={saving}
        onClick={onSaveAndShare}
      >
        {saving ? 'Saving…' : 'Save and Share'}
      </button>
    </div>
  );
}
