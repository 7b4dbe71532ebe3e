import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { signOut } from '../../features/accounts/account-store.js';
import { IconMenu } from '../ui/icons.js';
import { ACCOUNT_BUTTON_EXTRA, AccountName } from './AccountName.js';
import { MAIN_NAV, PHONE_MENU_BUTTON_CLASS } from './header-parts.js';
import { toast } from '../ui/toast-store.js';
import { buttonClass } from '../ui/button.js';

/**
 * The phone header's menu of the main links. Mounted when the visitor first presses the menu
 * button, so it starts open (its content takes the focus); it closes and reopens as usual after.
 */
export function PhoneNavMenu() {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger aria-label="Menu" className={PHONE_MENU_BUTTON_CLASS}>
        <IconMenu className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-40 rounded-2xl bg-white p-1 shadow-lg ring-1 ring-stone-200"
        >
          {MAIN_NAV.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-xl px-3 py-2 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-stone-100"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Signed in: the account's address, with Sign out behind it. */
export function AccountMenu({ email }: { email: string }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass('ghost', 'sm', ACCOUNT_BUTTON_EXTRA)}
        aria-label={`Account: ${email}`}
      >
        <AccountName email={email} />
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
          <DropdownMenu.Item asChild>
            <Link
              to="/account"
              className="block rounded-xl px-3 py-2 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-stone-100"
            >
              Your data
            </Link>
          </DropdownMenu.Item>
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
