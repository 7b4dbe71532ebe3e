import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, ApiRequestError, adminRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconShield } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { adminSessionKey } from './admin-api.js';

/** The server's answer to a sign-in without a code while the admin's second factor is on. */
const isCodeRequest = (error: unknown) =>
  error instanceof ApiRequestError && error.message === ADMIN_MESSAGES.codeRequired;

/**
 * The password gate: nothing of the console is fetched or shown until the server says yes. The
 * code field appears once the server asks for one (its second factor is on).
 */
export function AdminGate() {
  const id = useId();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const login = useMutation({
    mutationFn: (body: { password: string; code?: string }) => api(adminRoutes.login, { body }),
    onSuccess: (session) => {
      setPassword('');
      setCode('');
      queryClient.setQueryData(adminSessionKey, session);
    },
    onError: (error) => {
      if (isCodeRequest(error)) {
        setCodeAsked(true);
        return;
      }
      const denied = error instanceof ApiRequestError && error.status === 401;
      toast({
        title: denied ? ADMIN_MESSAGES.accessDenied : 'Could not sign in',
        description: denied
          ? 'That password is not right.'
          : errorMessage(error, 'The server did not answer. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    if (!codeAsked) login.mutate({ password });
    else if (code.length === 6) login.mutate({ password, code });
  };
  const failure = login.error
    ? isCodeRequest(login.error)
      ? null
      : login.error instanceof ApiRequestError && login.error.status === 401
        ? ADMIN_MESSAGES.accessDenied
        : errorMessage(login.error, 'The server did not answer. Please try again.')
    : null;

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <form
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
        className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <IconShield className="size-8 text-rose-700" aria-hidden="true" />
        <h1 id={`${id}-title`} className="mt-3 text-2xl font-semibold">
          Admin sign-in
        </h1>
        <p className="mt-1 text-sm text-stone-600">For the people who run Cardsmith.</p>
        <label htmlFor={`${id}-password`} className="mt-5 block text-sm font-medium">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2"
        />
        {codeAsked ? (
          <>
            <label htmlFor={`${id}-code`} className="mt-4 block text-sm font-medium">
              Authenticator code
            </label>
            <p id={`${id}-code-hint`} className="text-sm text-stone-600">
              {ADMIN_MESSAGES.codeRequired}
            </p>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-describedby={`${id}-code-hint`}
              className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 tracking-widest"
            />
          </>
        ) : null}
        {failure ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'mt-5 w-full')}
          disabled={login.isPending || !password || (codeAsked && code.length !== 6)}
        >
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
    </div>
  );
}
