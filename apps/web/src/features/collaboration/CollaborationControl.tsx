import { Switch } from 'radix-ui';
import { useId } from 'react';
import { IconUsers } from '../../components/ui/icons.js';
import type { ConnectionStatus } from '@cardsmith/collab-client';

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  disconnected: 'Not connected',
  connecting: 'Connecting…',
  connected: 'Live',
};

/** The number of people editing, shown next to the preview while collaboration is on. */
export function CollaboratorBadge({ count, status }: { count: number; status: ConnectionStatus }) {
  return (
    <p
      className="inline-flex items-center gap-1.5 rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white shadow"
      aria-live="polite"
    >
      <IconUsers className="size-4" />
      {status === 'connected'
        ? `${count} ${count === 1 ? 'collaborator' : 'collaborators'}`
        : STATUS_TEXT[status]}
    </p>
  );
}

/**
 * The editor's Collaboration switch with the name others see on the cursor. Turning it on for a
 * card that was never saved saves it first (the parent decides how).
 */
export function CollaborationControl({
  enabled,
  status,
  name,
  busy,
  onNameChange,
  onToggle,
}: {
  enabled: boolean;
  status: ConnectionStatus;
  name: string;
  busy: boolean;
  onNameChange: (name: string) => void;
  onToggle: (enabled: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold">
            Collaboration
          </label>
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {enabled ? STATUS_TEXT[status] : 'Edit this card together in real time.'}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={enabled}
          disabled={busy}
          onCheckedChange={onToggle}
          aria-describedby={`${id}-hint`}
          className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-rose-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          Your name for collaborators
        </label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={80}
          value={name}
          placeholder="Anonymous User"
          onChange={(event) => onNameChange(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
      </div>
    </div>
  );
}
