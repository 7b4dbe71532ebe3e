import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button.js';
import { IconClock } from './icons.js';
import { DialogCornerClose, DialogOverlay } from './dialog-parts.js';

/** A dialog for a feature still being built: what it will do, honestly marked as coming soon. */
export function FeatureDialog({
  title,
  plans,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  plans: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <IconClock className="size-4" />
            Coming soon
          </p>
          <Dialog.Title className="mt-3 text-2xl font-semibold tracking-tight">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-600">
            This part of the editor is being built. Here is what it will do:
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {plans.map((plan) => (
              <li key={plan} className="flex gap-3 text-stone-700">
                <span
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-rose-600"
                  aria-hidden="true"
                />
                {plan}
              </li>
            ))}
          </ul>
          {children}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('secondary', 'sm')}>Close</Dialog.Close>
          </div>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
