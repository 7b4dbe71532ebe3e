import { useQuery } from '@tanstack/react-query';
import { SOCIAL_PLATFORM_LABELS, type SocialShare } from '@cardsmith/contracts';
import { SOCIAL_SHARES_KEY } from './sharing-api.js';

/** The visitor's shares, scheduled ones marked Pending until the scheduler sends them. */
export function SocialSharesList() {
  const shares = useQuery<{ shares: SocialShare[] }>({ queryKey: [SOCIAL_SHARES_KEY] });
  if (shares.isPending) return <p className="text-sm text-stone-500">Loading your shares…</p>;
  if (shares.isError)
    return <p className="text-sm text-rose-800">Your shares could not be loaded.</p>;
  if (shares.data.shares.length === 0) {
    return <p className="text-sm text-stone-500">You have not shared a card yet.</p>;
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {shares.data.shares.map((share) => (
        <li key={share.id} className="flex flex-col gap-2 p-4 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">
              {share.cardTitle} · {SOCIAL_PLATFORM_LABELS[share.platform]}
            </p>
            <p className="truncate text-stone-600">{share.message}</p>
          </div>
          <span
            className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold ${share.status === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
          >
            {share.status === 'pending'
              ? `Pending · ${new Date(share.scheduledFor!).toLocaleString()}`
              : 'Shared'}
          </span>
        </li>
      ))}
    </ul>
  );
}
