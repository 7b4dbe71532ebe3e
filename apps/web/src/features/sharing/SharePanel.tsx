import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { shareText, type Card } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconShare, IconUsers } from '../../components/ui/icons.js';
import { DirectShareButtons } from './DirectShareButtons.js';
import { LinkField } from './LinkField.js';
import { PublicGallerySwitch } from './PublicGallerySwitch.js';
import { COPY_REFUSED, shareLinkQuery, sharingFailed, useRecordShare } from './sharing-api.js';
import { useCopied } from './useCopied.js';

export interface SharePanelProps {
  cardId: string;
  /** The card's title for the share text; read from the card when not given. */
  title?: string;
  /** Set when the visitor opened the card from an edit link rather than owning it. */
  editToken?: string;
}

/**
 * The editor's share tab: the card's view link (asked for when the panel opens, which shares
 * nothing yet), copy with the spec's 2 s 'Copied', the device's own share sheet where the browser
 * has one, and direct intents in a 600×400 window, each recorded as a share. Only the owner's
 * "Show in the public gallery" switch lists the card in Trending. The owner can also copy an edit
 * link for a collaborator, which is not a share.
 */
export function SharePanel({ cardId, title: givenTitle, editToken }: SharePanelProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const card = useQuery<Card>({ queryKey: [`/api/cards/${cardId}`], enabled: !givenTitle });
  const title = givenTitle ?? card.data?.title ?? '';
  const link = useQuery(shareLinkQuery(cardId, 'view', editToken));
  const shareUrl = link.data?.shareUrl ?? null;
  const editCopy = useCopied();
  const recordShare = useRecordShare(cardId, editToken);

  const text = shareText(title);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function nativeShare() {
    if (!shareUrl) return;
    try {
      await navigator.share({ title, text, url: shareUrl });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as DOMException).name !== 'AbortError') sharingFailed(error);
      return;
    }
    // The sheet does not say which app the visitor chose: what they handed out is the link.
    recordShare('link', text);
  }

  async function copyEditLink() {
    let editUrl;
    try {
      editUrl = (await queryClient.fetchQuery(shareLinkQuery(cardId, 'edit'))).editUrl;
    } catch (error) {
      sharingFailed(error);
      return;
    }
    if (!editUrl) return;
    try {
      await editCopy.copy(editUrl);
    } catch (error) {
      sharingFailed(error, COPY_REFUSED);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Share your card
        </h2>
        <p className="text-sm text-stone-600">
          Anyone with this link can open the card and like it. It cannot be used to edit it.
        </p>
      </div>
      <LinkField
        label="Card link"
        query={link}
        url={link.data?.shareUrl}
        onCopied={() => recordShare('link', text)}
      />
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
      <DirectShareButtons cardId={cardId} link={shareUrl} text={text} editToken={editToken} />
      {editToken ? null : <PublicGallerySwitch cardId={cardId} />}
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
