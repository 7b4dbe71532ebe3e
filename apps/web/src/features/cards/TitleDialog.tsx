import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { CARD_LIMITS, type Occasion } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { DialogPanel } from '../../components/ui/dialog-parts.js';
import { Field, inputClass } from '../../components/ui/fields.js';
import { suggestTitle } from './occasion.js';

export const TITLE_REQUIRED = 'Give your card a title: the recipient sees it on their page.';

/**
 * Asked once, before a card that still has the default title is first saved and shared (in the
 * card editor and the modern editor alike): the title is what the recipient's page, the share
 * text and the card pickers show.
 */
export function TitleDialog({
  open,
  occasion,
  confirmLabel = 'Save and Share',
  onCancel,
  onConfirm,
}: {
  open: boolean;
  occasion: Occasion;
  /** What confirming goes on to do, e.g. 'Save and Share'. */
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: (title: string) => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <DialogPanel>
        <Dialog.Title className="text-xl font-semibold">Name your card</Dialog.Title>
        <Dialog.Description className="mt-2 text-stone-600">
          The title shows on the recipient&apos;s page and in the share message.
        </Dialog.Description>
        {/* Mounted with the dialog, so each opening starts from a fresh suggestion. */}
        {open ? (
          <TitleForm occasion={occasion} confirmLabel={confirmLabel} onConfirm={onConfirm} />
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function TitleForm({
  occasion,
  confirmLabel,
  onConfirm,
}: {
  occasion: Occasion;
  confirmLabel: string;
  onConfirm: (title: string) => void;
}) {
  const [recipient, setRecipient] = useState('');
  /** What the visitor typed as the title; until then the title follows the suggestion. */
  const [typedTitle, setTypedTitle] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const title = typedTitle ?? suggestTitle(occasion, recipient);

  return (
    <form
      className="mt-4 space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim()) onConfirm(title.trim());
        else setError(true);
      }}
    >
      <Field label="Who is it for? (optional)">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            autoComplete="off"
            maxLength={60}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        )}
      </Field>
      <Field label="Card title">
        {(id) => (
          <>
            <input
              id={id}
              className={inputClass}
              maxLength={CARD_LIMITS.titleMax}
              value={title}
              aria-invalid={error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setTypedTitle(event.target.value);
                setError(false);
              }}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-800">
                {TITLE_REQUIRED}
              </p>
            ) : null}
          </>
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Dialog.Close type="button" className={buttonClass('ghost', 'sm')}>
          Cancel
        </Dialog.Close>
        <button type="submit" className={buttonClass('primary', 'sm')}>
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}
