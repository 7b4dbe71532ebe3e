import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { CardUrlSchema, type Occasion, type VoiceMessage } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import {
  IconBulb,
  IconCube,
  IconImage,
  IconMessage,
  IconMic,
  IconSpeaker,
  IconUpload,
} from '../../components/ui/icons.js';
import { SharePanel } from '../../features/sharing/SharePanel.js';
import { CardVoiceDialogs, VoiceOnCard, type VoiceStep } from '../../features/voice/CardVoice.js';
import { imageSize } from '../../lib/image-probe.js';
import { IMAGE_UPLOAD_MAX_MB, IMAGE_UPLOAD_TYPES, uploadMedia } from '../../lib/media-upload.js';
import { Field, inputClass } from '../../components/ui/fields.js';

// Dialogs are fetched when first opened: none is needed to draw the editor.
const MessageAssistantDialog = lazy(async () => ({
  default: (await import('../../features/ai/MessageAssistantDialog.js')).MessageAssistantDialog,
}));
const ImageCreator = lazy(async () => ({
  default: (await import('../../features/ai/ImageCreator.js')).ImageCreator,
}));
const ScheduleDeliveryDialog = lazy(async () => ({
  default: (await import('../../features/scheduling/ScheduleDeliveryDialog.js'))
    .ScheduleDeliveryDialog,
}));

const linkClass =
  'flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm font-semibold hover:border-rose-300 hover:bg-rose-50';

export function ContentPanel({
  onAddText,
  onAiMessage,
  onAiImage,
  onBrowseIdeas,
  occasion,
  voiceMessage,
  onVoiceMessage,
  savedCardId,
}: {
  /** The card's id once it has been saved: the AR preview shows that card. */
  savedCardId: string | null;
  /** The card's occasion: the AI message starts from it. */
  occasion: Occasion;
  /** The voice on the card, if one was added. */
  voiceMessage: VoiceMessage | null;
  /** Puts a voice on the card, or (null) takes it off. */
  onVoiceMessage: (voiceMessage: VoiceMessage | null) => void;
  onAddText: () => void;
  onAiMessage: (message: string) => void;
  /** False when the card refused the picture (it is full). */
  onAiImage: (url: string) => boolean;
  /** Shows the card ideas beside the preview. */
  onBrowseIdeas: () => void;
}) {
  const [aiDialog, setAiDialog] = useState<'message' | 'image' | null>(null);
  const [voiceStep, setVoiceStep] = useState<VoiceStep>(null);
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
        <button type="button" className={linkClass} onClick={() => setVoiceStep('speech')}>
          <IconSpeaker className="size-5 text-rose-700" /> Text to speech
        </button>
        <button type="button" className={linkClass} onClick={() => setVoiceStep('record')}>
          <IconMic className="size-5 text-rose-700" /> Record voice
        </button>
        {voiceMessage ? (
          <VoiceOnCard voiceMessage={voiceMessage} onRemove={() => onVoiceMessage(null)} />
        ) : null}
        <Link
          to={savedCardId ? `/ar-preview?card=${encodeURIComponent(savedCardId)}` : '/ar-preview'}
          className={linkClass}
        >
          <IconCube className="size-5 text-rose-700" /> AR preview
        </Link>
        <button type="button" className={linkClass} onClick={onBrowseIdeas}>
          <IconBulb className="size-5 text-rose-700" /> Browse card ideas
        </button>
      </div>
      <Suspense fallback={null}>
        {aiDialog === 'message' ? (
          <MessageAssistantDialog
            open
            onOpenChange={openChange('message')}
            onSelect={onAiMessage}
            occasion={occasion}
          />
        ) : aiDialog === 'image' ? (
          <ImageCreator open onOpenChange={openChange('image')} onSelect={onAiImage} />
        ) : null}
      </Suspense>
      <CardVoiceDialogs step={voiceStep} onStepChange={setVoiceStep} onAdd={onVoiceMessage} />
    </div>
  );
}

export function ImagesPanel({
  onAdd,
}: {
  onAdd: (url: string, natural?: { width: number; height: number }) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (media) => onAdd(media.url),
  });
  const send = (file: File | undefined) => {
    if (file && !upload.isPending) upload.mutate(file);
  };
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      className={`-m-1 space-y-6 rounded-xl p-1 ${dragging ? 'bg-rose-50 ring-2 ring-rose-400' : ''}`}
      data-testid="images-panel"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Leaving for a child element is still inside the panel.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        send(event.dataTransfer.files[0]);
      }}
    >
      <section aria-labelledby={`${id}-heading`} className="space-y-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold text-stone-700">
          Your photo
        </h3>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'w-full')}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint`}
          onClick={() => fileInput.current?.click()}
        >
          <IconUpload className="size-5" />
          {upload.isPending ? 'Uploading…' : 'Upload a photo'}
        </button>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          PNG, JPEG, WebP or GIF, up to {IMAGE_UPLOAD_MAX_MB} MB. You can also drop a photo here.
        </p>
        {upload.isError ? (
          <p className="text-sm text-red-700" role="alert">
            {upload.error.message}
          </p>
        ) : null}
        <p className="sr-only" role="status">
          {upload.isSuccess ? 'Photo added to the card.' : ''}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          hidden
          aria-label="Photo to upload"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again after an error tries again.
            event.target.value = '';
            send(file);
          }}
        />
      </section>
      <ImageLinkForm onAdd={onAdd} />
      <p className="text-sm text-stone-600">
        Select an image on the card to resize it; drag it or use the arrow keys to move it.
      </p>
    </div>
  );
}

export const IMAGE_LINK_BROKEN =
  'No picture could be loaded from that link. Check that it opens an image, or upload the file instead.';

function ImageLinkForm({
  onAdd,
}: {
  onAdd: (url: string, natural: { width: number; height: number }) => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorId = useId();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (checking) return;
        const parsed = CardUrlSchema.safeParse(url.trim());
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Use a link that starts with https:// or /.');
          return;
        }
        setError(null);
        setChecking(true);
        void imageSize(parsed.data).then((natural) => {
          setChecking(false);
          if (!natural) {
            setError(IMAGE_LINK_BROKEN);
            return;
          }
          onAdd(parsed.data, natural);
          setUrl('');
        });
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
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('secondary', 'md', 'w-full')}
        aria-disabled={checking}
      >
        {checking ? 'Checking the image…' : 'Add image'}
      </button>
    </form>
  );
}

/** Schedule Delivery for the visitor's own saved card (spec 001 §2's right panel). */
function ScheduleButton({ cardId }: { cardId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'w-full')}
        onClick={() => setOpen(true)}
      >
        Schedule Delivery
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScheduleDeliveryDialog open card={{ id: cardId }} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ShareTab({
  target,
  dirty,
  saving,
  onSave,
}: {
  /** The saved card to share, with the edit token when it is someone else's. */
  target: { cardId: string; editToken?: string } | null;
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
      {target && !dirty ? (
        <>
          <p className="text-sm">
            Your card:{' '}
            <Link to={`/cards/${target.cardId}`} className="font-semibold text-rose-800 underline">
              /cards/{target.cardId}
            </Link>
          </p>
          <SharePanel cardId={target.cardId} editToken={target.editToken} />
          {target.editToken ? null : <ScheduleButton cardId={target.cardId} />}
        </>
      ) : null}
    </div>
  );
}
