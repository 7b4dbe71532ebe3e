import { buttonClass } from '../../components/ui/button.js';

/** The editor's actions beside its heading: New card, Undo, Redo, Save and Share. */
export function EditorToolbar({
  saving,
  canUndo,
  canRedo,
  onNewCard,
  onUndo,
  onRedo,
  onSaveAndShare,
}: {
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onNewCard: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onSaveAndShare: () => void;
}) {
  const secondary = [
    { label: 'New card', disabled: saving, onClick: onNewCard },
    { label: 'Undo', disabled: !canUndo, onClick: onUndo },
    { label: 'Redo', disabled: !canRedo, onClick: onRedo },
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
