import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, ApiRequestError, adminRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconShield } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { adminSessionKey } from './admin-api.js';

/** The password gate: nothing of the console is fetched or shown until the server says yes. */
export function AdminGate() {
  const id = useId();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: (candidate: string) => api(adminRoutes.login, { body: { password: candidate } }),
    onSuccess: (session) => {
      setPassword('');
      queryClient.setQueryData(adminSessionKey, session);
    },
    onError: (error) => {
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
    if (password) login.mutate(password);
  };
  const failure = login.error
    ? login.error instanceof ApiRequestError && login.error.status === 401
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
        {failure ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'mt-5 w-full')}
          disabled={login.isPending || !password}
        >
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
    </div>
  );
}
