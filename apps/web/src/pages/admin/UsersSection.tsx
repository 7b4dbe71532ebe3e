import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  ADMIN_MESSAGES,
  accountAdminRoutes,
  type AdminAccount,
  type AdminVisitor,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';

const usersKey = [ADMIN_KEY, 'users'] as const;

/** A count a service did not answer for is unknown, not zero. */
const countText = (count: number | null) => (count === null ? 'unknown' : String(count));
const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

function AccountRow({ account }: { account: AdminAccount }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      api(account.disabled ? accountAdminRoutes.enableAccount : accountAdminRoutes.disableAccount, {
        params: { id: account.id },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
    onError: (error) =>
      toast({
        title: ADMIN_MESSAGES.actionFailed,
        description: errorMessage(error, 'Nothing changed. Please try again.'),
        variant: 'destructive',
      }),
  });
  const action = account.disabled ? 'Enable' : 'Disable';
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2">{account.email}</td>
      <td>{countText(account.cards)}</td>
      <td>{countText(account.orders)}</td>
      <td>{dateText(account.lastSignInAt)}</td>
      <td>{account.disabled ? 'disabled' : 'active'}</td>
      <td>
        <button
          type="button"
          className={buttonClass(account.disabled ? 'secondary' : 'ghost', 'sm')}
          disabled={toggle.isPending}
          aria-label={`${action} ${account.email}`}
          onClick={() => toggle.mutate()}
        >
          {action}
        </button>
      </td>
    </tr>
  );
}

function VisitorRow({ visitor }: { visitor: AdminVisitor }) {
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2 font-mono text-xs">{visitor.visitorId}</td>
      <td>{countText(visitor.cards)}</td>
      <td>{countText(visitor.orders)}</td>
      <td>{dateText(visitor.lastActiveAt)}</td>
    </tr>
  );
}

/** Accounts and anonymous visitors with what they hold; an account can be disabled. */
export function UsersSection() {
  const id = useId();
  const users = useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => api(accountAdminRoutes.users, {}, { signal }),
  });
  if (users.isPending) return <p role="status">Loading users…</p>;
  if (users.isError) {
    return (
      <LoadError
        message={errorMessage(users.error, 'The users did not load.')}
        retrying={users.isFetching}
        onRetry={() => void users.refetch()}
      />
    );
  }
  const { accounts, visitors, notices } = users.data;
  return (
    <div className="space-y-8">
      {notices.length > 0 ? (
        <ul role="status" className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby={`${id}-accounts`} className="space-y-2">
        <h2 id={`${id}-accounts`} className="text-lg font-semibold">
          Accounts
        </h2>
        {accounts.length === 0 ? (
          <p className="text-sm text-stone-600">No one has signed in yet.</p>
        ) : (
          <table aria-labelledby={`${id}-accounts`} className="w-full text-left text-sm">
            <thead>
              <tr className="text-stone-600">
                <th className="py-2">Email</th>
                <th>Cards</th>
                <th>Orders</th>
                <th>Last sign-in</th>
                <th>Status</th>
                <th>
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <AccountRow key={account.id} account={account} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby={`${id}-visitors`} className="space-y-2">
        <h2 id={`${id}-visitors`} className="text-lg font-semibold">
          Anonymous visitors
        </h2>
        <p className="text-sm text-stone-600">
          Browsers that saved cards or ordered prints without signing in, most recent first.
        </p>
        {visitors.length === 0 ? (
          <p className="text-sm text-stone-600">No anonymous visitor holds cards or orders.</p>
        ) : (
          <table aria-labelledby={`${id}-visitors`} className="w-full text-left text-sm">
            <thead>
              <tr className="text-stone-600">
                <th className="py-2">Visitor</th>
                <th>Cards</th>
                <th>Orders</th>
                <th>Last active</th>
              </tr>
            </thead>
            <tbody>
              {visitors.map((visitor) => (
                <VisitorRow key={visitor.visitorId} visitor={visitor} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
