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
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={saving}
        onClick={onNewCard}
      >
        New card
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={!canUndo}
        onClick={onUndo}
      >
        Undo
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={!canRedo}
        onClick={onRedo}
      >
        Redo
      </button>
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
