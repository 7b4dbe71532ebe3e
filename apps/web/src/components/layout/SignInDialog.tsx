import { ApiRequestError, accountRoutes } from '@cardsmith/contracts';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { signInErrorMessage } from '../../features/accounts/account-store.js';
import { api } from '../../lib/api.js';
import { buttonClass } from '../ui/button.js';
import { DialogPanel } from '../ui/dialog-parts.js';

type Sending =
  | { state: 'editing'; error: string | null }
  | { state: 'sending' }
  | { state: 'sent'; to: string; expiresInMinutes: number };

/**
 * Sign in with a magic link: the visitor gives an address, Cardsmith emails a link that signs this
 * browser in. The cards saved in this browser before then move into the account.
 */
export function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'editing', error: null });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending({ state: 'sending' });
    try {
      const sent = await api(accountRoutes.signIn, { body: { email } });
      setSending({ state: 'sent', to: email.trim(), expiresInMinutes: sent.expiresInMinutes });
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : null;
      setSending({ state: 'editing', error: signInErrorMessage(body) });
    }
  }

  const error = sending.state === 'editing' ? sending.error : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel>
        {sending.state === 'sent' ? (
          <>
            <Dialog.Title className="font-display text-2xl font-semibold">
              Check your email
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-stone-600" role="status">
              We sent a sign-in link to <strong>{sending.to}</strong>. It works once, within{' '}
              {sending.expiresInMinutes} minutes.
            </Dialog.Description>
            <p className="mt-3 text-sm text-stone-600">
              Open it in this browser to bring the cards saved here into your account.
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setSending({ state: 'editing', error: null })}
              >
                Use another address
              </button>
              <Dialog.Close className={buttonClass('primary', 'sm')}>Done</Dialog.Close>
            </div>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Dialog.Title className="font-display text-2xl font-semibold">Sign in</Dialog.Title>
            <Dialog.Description className="mt-3 text-stone-600">
              We will email you a link that signs you in, with no password. Your cards, schedules
              and orders then follow you to every device you sign in on.
            </Dialog.Description>
            <label htmlFor={`${ids}-email`} className="mt-5 block text-sm font-semibold">
              Email address
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? `${ids}-error` : undefined}
              className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2"
            />
            {error ? (
              <p id={`${ids}-error`} role="alert" className="mt-2 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass('secondary', 'sm')}>Cancel</Dialog.Close>
              <button
                type="submit"
                className={buttonClass('primary', 'sm')}
                disabled={sending.state === 'sending'}
              >
                {sending.state === 'sending' ? 'Sending…' : 'Email me a link'}
              </button>
            </div>
          </form>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
