import { Dialog } from 'radix-ui';
import { DialogPanel } from '../../components/ui/dialog-parts.js';
import { buttonClass } from '../../components/ui/button.js';
import type { SelectionActions } from './use-selection-actions.js';

/**
 * What a long press on an element offers (a phone has no right button or keyboard): the same
 * actions as the arrange bar and the shortcuts, for the selection it made.
 */
export function ElementMenu({
  open,
  onOpenChange,
  actions,
  onPaste,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: SelectionActions;
  onPaste: () => void;
}) {
  const item = buttonClass('secondary', 'md', 'w-full');
  const entries: Array<[string, () => void]> = [
    ['Duplicate', actions.duplicate],
    ['Copy', actions.copy],
    ['Paste', onPaste],
    ['Bring forward', () => actions.restack('forward')],
    ['Send backward', () => actions.restack('backward')],
    ['Centre on the card', () => actions.align('centre')],
    ['Lock', actions.toggleLock],
    ['Delete', actions.remove],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel>
        <Dialog.Title className="text-lg font-semibold">Element</Dialog.Title>
        <Dialog.Description className="sr-only">
          Actions for the selected element.
        </Dialog.Description>
        <div className="mt-4 grid grid-cols-2 gap-2">
          {entries.map(([label, run]) => (
            <button
              key={label}
              type="button"
              className={item}
              onClick={() => {
                run();
                onOpenChange(false);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
