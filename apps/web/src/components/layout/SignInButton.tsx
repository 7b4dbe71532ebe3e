import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../../features/accounts/account-store.js';
import { buttonClass } from '../ui/button.js';
import { ACCOUNT_BUTTON_EXTRA, AccountName } from './AccountName.js';
import { loadHeaderMenus } from './header-parts.js';

const loadDialog = () => import('./SignInDialog.js');
const SignInDialog = lazy(async () => ({ default: (await loadDialog()).SignInDialog }));

const AccountMenu = lazy(async () => ({ default: (await loadHeaderMenus()).AccountMenu }));

/** The account's address as the menu button shows it, while the menu's code loads. */
function AccountLabel({ email }: { email: string }) {
  return (
    <span className={buttonClass('ghost', 'sm', ACCOUNT_BUTTON_EXTRA)}>
      <AccountName email={email} />
    </span>
  );
}

/** The dialog's code (Radix Dialog) loads when a visitor reaches for the button, not with the page. */
export function SignInButton() {
  const [open, setOpen] = useState(false);
  const account = useAccount();
  if (account) {
    return (
      <Suspense fallback={<AccountLabel email={account.email} />}>
        <AccountMenu email={account.email} />
      </Suspense>
    );
  }
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
