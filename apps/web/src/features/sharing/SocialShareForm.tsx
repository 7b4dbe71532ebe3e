import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  AUTH_REQUIRED_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  shareText,
  sharingRoutes,
  socialMessageHint,
  type SocialPlatform,
  type SocialShareResult,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { callApi, errorMessage } from './sharing-api.js';
import { openShareWindow } from './share-window.js';
import { useCopied } from './useCopied.js';

export const SOCIAL_SHARES_KEY = '/api/social/shares';

function sharingFailed(error: unknown, fallback: string) {
  console.error('Social share failed', error);
  toast({
    title: 'Sharing Failed',
    description: errorMessage(error, fallback),
    variant: 'destructive',
  });
}

/**
 * The social integration dialog's form (spec 001 §4): platform, message with the 280 / 2000
 * hint, optional schedule, and the share itself. Used by /social-integration and by the editor's
 * Social Share dialog.
 */
export function SocialShareForm({ cardId, title }: { cardId: string; title: string }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<SocialPlatform>('facebook');
  const [message, setMessage] = useState(() => shareText(title));
  const [scheduledDate, setScheduledDate] = useState('');
  const [scheduledTime, setScheduledTime] = useState('');
  const [instagram, setInstagram] = useState<string | null>(null);
  const { copied, copy } = useCopied();

  const share = useMutation({
    mutationFn: () =>
      callApi(sharingRoutes.socialShare, {
        params: { platform },
        body: {
          cardId,
          platform,
          message,
          scheduledDate,
          scheduledTime,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
    onSuccess: async (result: SocialShareResult) => {
      void queryClient.invalidateQueries({ queryKey: [SOCIAL_SHARES_KEY] });
      if (result.share.status === 'pending') {
        toast({
          title: 'Share scheduled',
          description: `Your ${SOCIAL_PLATFORM_LABELS[platform]} share is waiting for ${new Date(result.share.scheduledFor!).toLocaleString()}.`,
        });
        return;
      }
      if (result.downloadUrl) {
        setInstagram(result.downloadUrl);
        const anchor = document.createElement('a');
        anchor.href = result.downloadUrl;
        anchor.download = '';
        anchor.click();
        return;
      }
      if (platform === 'link') {
        await copy(result.shareUrl);
        return;
      }
      if (result.intentUrl && !openShareWindow(result.intentUrl)) {
        sharingFailed(null, 'Your browser blocked the share window. Allow pop-ups and try again.');
      }
    },
    onError: (error) => sharingFailed(error, 'Please try again.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setInstagram(null);
    share.mutate();
  }

  const limit = socialMessageHint(platform);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Share on social media">
      <fieldset>
        <legend className="text-sm font-semibold">Platform</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 has-checked:border-rose-600 has-checked:bg-rose-50"
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${ids}-platform`}
                  value={p}
                  checked={platform === p}
                  onChange={() => setPlatform(p)}
                  className="accent-rose-700"
                />
                {SOCIAL_PLATFORM_LABELS[p]}
              </span>
              {AUTH_REQUIRED_PLATFORMS.includes(p) ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Auth Required
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-message`} className="text-sm font-semibold">
          Message
        </label>
        <textarea
          id={`${ids}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={4}
          className="mt-2 w-full rounded-2xl border border-stone-300 bg-white p-3"
        />
        <p
          className={`text-right text-xs ${message.length > limit ? 'text-rose-700' : 'text-stone-500'}`}
        >
          {message.length}/{limit} characters
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-semibold">Schedule (optional)</legend>
        <label className="text-sm">
          Date
          <input
            type="date"
            min={today}
            value={scheduledDate}
            onChange={(event) => setScheduledDate(event.target.value)}
            className="mt-1 block w-full rounded-full border border-stone-300 bg-white px-4 py-2"
          />
        </label>
        <label className="text-sm">
          Time
          <input
            type="time"
            value={scheduledTime}
            onChange={(event) => setScheduledTime(event.target.value)}
            className="mt-1 block w-full rounded-full border border-stone-300 bg-white px-4 py-2"
          />
        </label>
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={share.isPending}>
        {scheduledDate
          ? 'Schedule share'
          : platform === 'link'
            ? copied
              ? 'Copied'
              : 'Copy link'
            : `Share to ${SOCIAL_PLATFORM_LABELS[platform]}`}
      </button>
      {instagram ? (
        <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-semibold">Instagram posts are made in the Instagram app.</p>
          <p className="mt-1">
            We downloaded your card as a picture. Open Instagram, start a new post or story, pick
            the picture from your photos and paste your message.{' '}
            <a href={instagram} download className="font-semibold text-rose-800 underline">
              Download it again
            </a>
          </p>
        </div>
      ) : null}
    </form>
  );
}
