import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  AUTH_REQUIRED_PLATFORMS,
  SOCIAL_MESSAGES,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  shareText,
  sharingRoutes,
  socialMessageHint,
  type SocialPlatform,
  type SocialShareResult,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { localDateInputValue } from '../../lib/local-date.js';
import { DirectShareButtons } from './DirectShareButtons.js';
import { api, errorMessage } from '../../lib/api.js';
import {
  COPY_REFUSED,
  LINK_FAILED,
  POPUP_BLOCKED,
  shareLinkQuery,
  sharingFailed,
  SOCIAL_SHARES_KEY,
} from './sharing-api.js';
import { openPendingShareWindow, type PendingShareWindow } from './share-window.js';
import { useCopied } from './useCopied.js';

/** Platforms whose share page opens in the share window (Instagram downloads, link copies). */
const opensWindow = (platform: SocialPlatform) => platform !== 'instagram' && platform !== 'link';

function downloadFile(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.click();
}

/**
 * The social integration dialog's form (spec 001 §2, §5, §9): platform with the 'Auth Required'
 * labels, message with the 280 / 2000 hint, optional schedule, direct-share buttons, and the
 * share itself. Used by /social-integration and by the modern editor's Social Share dialog.
 */
export function SocialShareForm({ cardId, title }: { cardId: string; title: string }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<SocialPlatform>('facebook');
  const [message, setMessage] = useState(() => shareText(title));
  const [messageError, setMessageError] = useState<string | null>(null);
  const [scheduledDate, setScheduledDate] = useState('');
  const [scheduledTime, setScheduledTime] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [instagram, setInstagram] = useState<string | null>(null);
  const { copied, copy } = useCopied();
  // The card's link as the server hands it out (PUBLIC_ORIGIN), for copying and direct shares.
  const viewLink = useQuery(shareLinkQuery(cardId, 'view'));
  const viewUrl = viewLink.data?.shareUrl ?? null;

  const share = useMutation({
    mutationFn: () =>
      api(sharingRoutes.socialShare, {
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [SOCIAL_SHARES_KEY] }),
  });

  function showResult(result: SocialShareResult, shareWindow: PendingShareWindow | null) {
    if (result.share.status === 'pending') {
      toast({
        title: 'Share scheduled',
        description: `Your ${SOCIAL_PLATFORM_LABELS[platform]} share is waiting for ${new Date(result.share.scheduledFor!).toLocaleString()}.`,
      });
    } else if (result.downloadUrl) {
      setInstagram(result.downloadUrl);
      downloadFile(result.downloadUrl);
    }
    if (!shareWindow) return;
    if (result.intentUrl) shareWindow.show(result.intentUrl);
    else shareWindow.close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setInstagram(null);
    if (message.trim() === '') {
      setMessageError(SOCIAL_MESSAGES.blankMessage);
      return;
    }
    // Without this the time would be dropped and the share would go out now, the opposite of
    // what the visitor asked for.
    if (scheduledTime !== '' && scheduledDate === '') {
      setScheduleError(SOCIAL_MESSAGES.timeWithoutDate);
      return;
    }
    const now = scheduledDate === '';
    // Browsers allow popups and clipboard writes only while the click is handled, so both
    // happen before the share is recorded; the link is the one the server hands out anyway.
    if (now && platform === 'link') {
      if (!viewUrl) return; // the button waits for the link; Enter in a field does not
      try {
        await copy(viewUrl);
      } catch (error) {
        sharingFailed(error, COPY_REFUSED);
        return;
      }
    }
    let shareWindow: PendingShareWindow | null = null;
    if (now && opensWindow(platform)) {
      shareWindow = openPendingShareWindow();
      if (!shareWindow) {
        sharingFailed(null, POPUP_BLOCKED);
        return;
      }
    }
    let result;
    try {
      result = await share.mutateAsync();
    } catch (error) {
      shareWindow?.close();
      sharingFailed(error);
      return;
    }
    showResult(result, shareWindow);
  }

  const limit = socialMessageHint(platform);
  const scheduling = scheduledDate !== '' || scheduledTime !== '';
  const waitsForLink = scheduledDate === '' && platform === 'link' && !viewUrl;
  const directText = message.trim() === '' ? shareText(title) : message;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-6"
      aria-label="Share on social media"
    >
      <fieldset>
        <legend className="text-sm font-semibold">Platform</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SOCIAL_PLATFORMS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 has-checked:border-rose-600 has-checked:bg-rose-50 has-focus-visible:outline-2 has-focus-visible:outline-rose-700"
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
        {platform === 'instagram' ? (
          <p className="mt-2 text-sm text-stone-600">
            Instagram cannot be posted to from a browser: sharing downloads your card as a PNG
            picture for you to post from the Instagram app.
          </p>
        ) : null}
      </fieldset>
      <div>
        <p className="text-sm font-semibold">Or share directly</p>
        <p className="mb-2 text-sm text-stone-600">
          Opens the network with your message and the card’s link, right now.
        </p>
        {viewLink.isError ? (
          <LoadError
            title="Sharing Failed"
            message={errorMessage(viewLink.error, LINK_FAILED)}
            retrying={viewLink.isFetching}
            onRetry={() => void viewLink.refetch()}
            className="mb-2"
          />
        ) : null}
        <DirectShareButtons cardId={cardId} link={viewUrl} text={directText} />
      </div>
      <div>
        <label htmlFor={`${ids}-message`} className="text-sm font-semibold">
          Message
        </label>
        <textarea
          id={`${ids}-message`}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setMessageError(null);
          }}
          rows={4}
          aria-invalid={messageError !== null}
          aria-describedby={`${ids}-hint${messageError ? ` ${ids}-error` : ''}`}
          className="mt-2 w-full rounded-2xl border border-stone-300 bg-white p-3 aria-invalid:border-rose-600"
        />
        {messageError ? (
          <p id={`${ids}-error`} role="alert" className="text-sm font-semibold text-rose-800">
            {messageError}
          </p>
        ) : null}
        <p
          id={`${ids}-hint`}
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
            min={localDateInputValue(new Date())}
            value={scheduledDate}
            aria-invalid={scheduleError !== null}
            aria-describedby={scheduleError ? `${ids}-schedule-error` : undefined}
            onChange={(event) => {
              setScheduledDate(event.target.value);
              setScheduleError(null);
            }}
            className="mt-1 block w-full rounded-full border border-stone-300 bg-white px-4 py-2"
          />
        </label>
        <label className="text-sm">
          Time
          <input
            type="time"
            value={scheduledTime}
            onChange={(event) => {
              setScheduledTime(event.target.value);
              setScheduleError(null);
            }}
            className="mt-1 block w-full rounded-full border border-stone-300 bg-white px-4 py-2"
          />
        </label>
        {scheduleError ? (
          <p
            id={`${ids}-schedule-error`}
            role="alert"
            className="text-sm font-semibold text-rose-800 sm:col-span-2"
          >
            {scheduleError}
          </p>
        ) : null}
      </fieldset>
      <button
        type="submit"
        className={buttonClass('primary', 'lg')}
        disabled={share.isPending || waitsForLink}
      >
        {share.isPending
          ? 'Sharing…'
          : scheduling
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
