import { AlertDialog } from 'radix-ui';
import type { Blocker } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold">
            Leave without saving?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-600">
            Your changes stay in this browser as a draft, but they are not saved to your card yet.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary', 'sm')}>Stay</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('primary', 'sm')}
              onClick={() => blocker.proceed?.()}
            >
              Leave
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
