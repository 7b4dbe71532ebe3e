import { useQuery } from '@tanstack/react-query';
import {
  cardLink,
  shareIntentUrl,
  SOCIAL_PLATFORM_LABELS,
  type SocialShare,
} from '@cardsmith/contracts';
import { SOCIAL_SHARES_KEY } from './sharing-api.js';

/**
 * Where a scheduled share, once its time came, is posted from: the network's intent with the
 * card link and message, or for Instagram (no web intent) the picture to post from the app.
 */
function postTarget(share: SocialShare): { href: string; label: string } {
  const origin = window.location.origin;
  const platform = SOCIAL_PLATFORM_LABELS[share.platform];
  const intent = shareIntentUrl(share.platform, cardLink(origin, share.cardId), share.message);
  if (intent) return { href: intent, label: `Post it on ${platform} now` };
  return {
    href: `${origin}/api/cards/${share.cardId}/download.png`,
    label: `Download the picture to post on ${platform}`,
  };
}

/**
 * The visitor's shares, scheduled ones marked Pending until the scheduler delivers them; a
 * delivered one (the card is published then) offers its link to post: the in-app delivery.
 */
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
          {share.status === 'shared' && share.scheduledFor ? (
            <a
              href={postTarget(share).href}
              target="_blank"
              rel="noopener noreferrer"
              className="self-start font-semibold text-rose-800 underline"
            >
              {postTarget(share).label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
