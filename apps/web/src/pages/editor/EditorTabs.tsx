import { useState } from 'react';
import { Link } from 'react-router';
import { CardUrlSchema } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCube, IconImage, IconMessage, IconMic } from '../../components/ui/icons.js';
import { ImageCreator } from '../../features/ai/ImageCreator.js';
import { MessageAssistantDialog } from '../../features/ai/MessageAssistantDialog.js';
import { SharePanel } from '../../features/sharing/SharePanel.js';
import { Field, inputClass } from './fields.js';

const linkClass =
  'flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm font-semibold hover:border-rose-300 hover:bg-rose-50';

export function ContentPanel({
  onAddText,
  onAiMessage,
  onAiImage,
}: {
  onAddText: () => void;
  onAiMessage: (message: string) => void;
  onAiImage: (url: string) => void;
}) {
  const [aiDialog, setAiDialog] = useState<'message' | 'image' | null>(null);
  const openChange = (kind: 'message' | 'image') => (open: boolean) =>
    setAiDialog(open ? kind : null);
  return (
    <div className="space-y-4">
      <button type="button" className={buttonClass('primary', 'md', 'w-full')} onClick={onAddText}>
        Add text
      </button>
      <p className="text-sm text-stone-600">
        Select text on the card to change its words, font, size, weight, colour and alignment.
      </p>
      <div className="grid gap-2">
        <button type="button" className={linkClass} onClick={() => setAiDialog('message')}>
          <IconMessage className="size-5 text-rose-700" /> AI message
        </button>
        <button type="button" className={linkClass} onClick={() => setAiDialog('image')}>
          <IconImage className="size-5 text-rose-700" /> AI image
        </button>
        <Link to="/voice-messages" className={linkClass}>
          <IconMic className="size-5 text-rose-700" /> Voice message
        </Link>
        <Link to="/ar-preview" className={linkClass}>
          <IconCube className="size-5 text-rose-700" /> AR preview
        </Link>
      </div>
      <MessageAssistantDialog
        open={aiDialog === 'message'}
        onOpenChange={openChange('message')}
        onSelect={onAiMessage}
      />
      <ImageCreator
        open={aiDialog === 'image'}
        onOpenChange={openChange('image')}
        onSelect={onAiImage}
      />
    </div>
  );
}

export function ImagesPanel({ onAdd }: { onAdd: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = CardUrlSchema.safeParse(url.trim());
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Use a link that starts with https:// or /.');
          return;
        }
        setError(null);
        onAdd(parsed.data);
        setUrl('');
      }}
    >
      <Field label="Image link">
        {(id) => (
          <input
            id={id}
            type="text"
            inputMode="url"
            placeholder="https://…"
            className={inputClass}
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
        Add image
      </button>
      <p className="text-sm text-stone-600">
        Select an image on the card to resize it; drag it or use the arrow keys to move it.
      </p>
    </form>
  );
}

export function ShareTab({
  cardId,
  dirty,
  saving,
  onSave,
}: {
  cardId: string | null;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Saving gives your card its own link. Anyone with the link can open it.
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={saving}
        onClick={onSave}
      >
        {saving ? 'Saving…' : 'Save and Share'}
      </button>
      {cardId && !dirty ? (
        <>
          <p className="text-sm">
            Your card:{' '}
            <Link to={`/cards/${cardId}`} className="font-semibold text-rose-800 underline">
              /cards/{cardId}
            </Link>
          </p>
          <SharePanel cardId={cardId} />
        </>
      ) : null}
    </div>
  );
}
