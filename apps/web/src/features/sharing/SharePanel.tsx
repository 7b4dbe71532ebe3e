import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DIRECT_SHARE_LABELS,
  DIRECT_SHARE_TARGETS,
  shareIntentUrl,
  shareText,
  sharingRoutes,
  type Card,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck, IconShare, IconUsers } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { callApi, errorMessage } from './sharing-api.js';
import { openShareWindow } from './share-window.js';
import { useCopied } from './useCopied.js';

export interface SharePanelProps {
  cardId: string;
  /** The card's title for the share text; read from the card when not given. */
  title?: string;
  /** Set when the visitor opened the card from an edit link rather than owning it. */
  editToken?: string;
}

function sharingFailed(error: unknown, fallback = 'Please try again.') {
  console.error('Sharing failed', error);
  toast({
    title: 'Sharing Failed',
    description: errorMessage(error, fallback),
    variant: 'destructive',
  });
}

/**
 * The editor's share tab: the card's public link (made when the panel opens), copy with the
 * spec's 2 s 'Copied', the device's own share sheet where the browser has one, and direct
 * intents in a 600×400 window. The owner can also copy an edit link for a collaborator.
 */
export function SharePanel({ cardId, title: givenTitle, editToken }: SharePanelProps) {
  const card = useQuery<Card>({ queryKey: [`/api/cards/${cardId}`], enabled: !givenTitle });
  const title = givenTitle ?? card.data?.title ?? '';
  const link = useMutation({
    mutationFn: (kind: 'view' | 'edit') =>
      callApi(sharingRoutes.createShareLink, { body: { cardId, kind, editToken } }),
  });
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const viewCopy = useCopied();
  const editCopy = useCopied();
  const { mutateAsync } = link;

  useEffect(() => {
    let cancelled = false;
    mutateAsync('view').then(
      (result) => {
        if (!cancelled) setShareUrl(result.shareUrl);
      },
      (error: unknown) => {
        if (!cancelled) sharingFailed(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cardId, editToken, mutateAsync]);

  const text = shareText(title);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copyLink() {
    if (!shareUrl) return;
    try {
      await viewCopy.copy(shareUrl);
    } catch (error) {
      sharingFailed(error, 'Your browser did not let us copy the link.');
    }
  }

  async function nativeShare() {
    if (!shareUrl) return;
    try {
      await navigator.share({ title, text, url: shareUrl });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as DOMException).name !== 'AbortError') sharingFailed(error);
    }
  }

  async function copyEditLink() {
    try {
      const result = await mutateAsync('edit');
      if (result.editUrl) await editCopy.copy(result.editUrl);
    } catch (error) {
      sharingFailed(error);
    }
  }

  return (
    <section aria-labelledby="share-panel-heading" className="space-y-5">
      <div>
        <h2 id="share-panel-heading" className="text-lg font-semibold">
          Share your card
        </h2>
        <p className="text-sm text-stone-600">
          Anyone with this link can open the card and like it. It cannot be used to edit it.
        </p>
      </div>
      <div className="flex gap-2">
        <label htmlFor={`share-link-${cardId}`} className="sr-only">
          Card link
        </label>
        <input
          id={`share-link-${cardId}`}
          readOnly
          value={shareUrl ?? ''}
          placeholder={link.isPending ? 'Making your link…' : ''}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          disabled={!shareUrl}
          onClick={() => void copyLink()}
        >
          {viewCopy.copied ? (
            <>
              <IconCheck className="size-4" /> Copied
            </>
          ) : (
            'Copy link'
          )}
        </button>
      </div>
      {canNativeShare ? (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'w-full')}
          disabled={!shareUrl}
          onClick={() => void nativeShare()}
        >
          <IconShare className="size-4" /> Share…
        </button>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share directly">
        {DIRECT_SHARE_TARGETS.map((target) => (
          <li key={target}>
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'w-full')}
              disabled={!shareUrl}
              onClick={() => {
                const url = shareUrl && shareIntentUrl(target, shareUrl, text);
                if (url && !openShareWindow(url)) {
                  sharingFailed(
                    null,
                    'Your browser blocked the share window. Allow pop-ups and try again.',
                  );
                }
              }}
            >
              {DIRECT_SHARE_LABELS[target]}
            </button>
          </li>
        ))}
      </ul>
      {editToken ? null : (
        <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
          <p className="text-sm text-stone-700">
            Making it together? An edit link lets whoever holds it change the card with you.
          </p>
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'mt-2')}
            onClick={() => void copyEditLink()}
          >
            <IconUsers className="size-4" />
            {editCopy.copied ? 'Edit link copied' : 'Copy edit link'}
          </button>
        </div>
      )}
    </section>
  );
}
