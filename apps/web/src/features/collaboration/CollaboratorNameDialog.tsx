import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { COLLAB_LIMITS } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { DialogPanel } from '../../components/ui/dialog-parts.js';

/**
 * Asked before this browser first joins a live session: the name the others see on its cursor
 * and in their list of collaborators. Left empty it joins as 'Anonymous User'; either way the
 * answer is remembered and not asked again (it can be changed beside the Collaboration switch).
 */
export function CollaboratorNameDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (name: string) => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <DialogPanel>
        <Dialog.Title className="text-xl font-semibold">Join the live session</Dialog.Title>
        <Dialog.Description className="mt-2 text-stone-600">
          Your collaborators see this name beside your cursor.
        </Dialog.Description>
        {open ? <NameForm onConfirm={onConfirm} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function NameForm({ onConfirm }: { onConfirm: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(name.trim());
      }}
    >
      <div>
        <label htmlFor="collaborator-name" className="text-sm font-semibold text-stone-700">
          Your name
        </label>
        <input
          id="collaborator-name"
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          autoComplete="name"
          maxLength={COLLAB_LIMITS.nameMax}
          placeholder="Anonymous User"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Dialog.Close type="button" className={buttonClass('ghost', 'sm')}>
          Not now
        </Dialog.Close>
        <button type="submit" className={buttonClass('primary', 'sm')}>
          Join
        </button>
      </div>
    </form>
  );
}
