import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { signOut, useAccount } from '../../features/accounts/account-store.js';
import { toast } from '../ui/toast-store.js';
import { buttonClass } from '../ui/button.js';

const loadDialog = () => import('./SignInDialog.js');
const SignInDialog = lazy(async () => ({ default: (await loadDialog()).SignInDialog }));

/** Signed in: the account's address, with Sign out behind it. */
function AccountMenu({ email }: { email: string }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass('ghost', 'sm', 'max-w-32 sm:max-w-56')}
        aria-label={`Account: ${email}`}
      >
        <span className="truncate">{email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-2xl bg-white p-1 shadow-lg ring-1 ring-stone-200"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-stone-500">
            Signed in as {email}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            disabled={signingOut}
            onSelect={() => {
              setSigningOut(true);
              signOut().catch(() => {
                setSigningOut(false);
                toast({
                  title: 'Sign out failed',
                  description: 'Cardsmith did not answer. Please try again.',
                  variant: 'destructive',
                });
              });
            }}
            className="block cursor-pointer rounded-xl px-3 py-2 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-stone-100"
          >
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The dialog's code (Radix Dialog) loads when a visitor reaches for the button, not with the page. */
export function SignInButton() {
  const [open, setOpen] = useState(false);
  const account = useAccount();
  if (account) return <AccountMenu email={account.email} />;
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Sign In
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
