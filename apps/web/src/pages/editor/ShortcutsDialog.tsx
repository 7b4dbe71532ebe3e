import { Dialog } from 'radix-ui';
import { DialogPanel } from '../../components/ui/dialog-parts.js';
import { EDITOR_SHORTCUTS } from './shortcuts.js';

/** The "?" dialog: every shortcut of the editor. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel>
        <Dialog.Title className="text-xl font-semibold">Keyboard shortcuts</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-stone-600">
          On a Mac use ⌘ where it says Ctrl. On a phone, drag with one finger, pinch or twist with
          two, and hold an element for its menu.
        </Dialog.Description>
        {/* The list scrolls on a small screen: focusable, so a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label="Shortcuts"
          tabIndex={0}
          className="mt-4 max-h-[60dvh] overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-rose-700"
        >
          <dl className="space-y-2 text-sm">
            {EDITOR_SHORTCUTS.map(({ keys, does }) => (
              <div key={keys} className="flex justify-between gap-4">
                <dt>
                  <kbd className="rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-xs">
                    {keys}
                  </kbd>
                </dt>
                <dd className="text-right text-stone-700">{does}</dd>
              </div>
            ))}
          </dl>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
