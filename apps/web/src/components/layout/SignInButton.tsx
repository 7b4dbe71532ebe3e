import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../ui/button.js';

const loadDialog = () => import('./SignInDialog.js');
const SignInDialog = lazy(async () => ({ default: (await loadDialog()).SignInDialog }));

/** The dialog's code (Radix Dialog) loads when a visitor reaches for the button, not with the page. */
export function SignInButton() {
  const [open, setOpen] = useState(false);
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
