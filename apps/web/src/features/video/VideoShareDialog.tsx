import { Dialog } from 'radix-ui';
import { buttonClass } from '../../components/ui/button.js';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';
import { IconCheck } from '../../components/ui/icons.js';
import {
  COPY_REFUSED,
  POPUP_BLOCKED,
  sharingFailed,
  useRecordShare,
} from '../sharing/sharing-api.js';
import { openShareWindow } from '../sharing/share-window.js';
import { useCopied } from '../sharing/useCopied.js';
import {
  VIDEO_SHARE_LABELS,
  VIDEO_SHARE_PLATFORM,
  VIDEO_SHARE_TARGETS,
  videoShareLink,
  videoShareText,
  videoShareUrl,
} from './video-share.js';

/**
 * The video card's share dialog (spec 001 §2): Facebook, Twitter, LinkedIn, WhatsApp, Telegram,
 * a copy link, and a preview of the page the link opens (the recipient page playing the video).
 */
export function VideoShareDialog({
  open,
  onOpenChange,
  cardId,
  title,
  posterUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardId: string;
  title: string;
  posterUrl: string;
}) {
  const link = videoShareLink(window.location.origin, cardId);
  const text = videoShareText(title);
  const recordShare = useRecordShare(cardId);
  const { copied, copy } = useCopied();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in">
          <Dialog.Title className="pr-8 text-2xl font-semibold tracking-tight">
            Share your video card
          </Dialog.Title>
          <Dialog.Description className="mt-2 mb-5 text-stone-600">
            The link opens a page that plays your video card.
          </Dialog.Description>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share to">
            {VIDEO_SHARE_TARGETS.map((target) => (
              <li key={target}>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'w-full')}
                  onClick={() => {
                    if (!openShareWindow(videoShareUrl(target, link, text))) {
                      sharingFailed(null, POPUP_BLOCKED);
                      return;
                    }
                    recordShare(VIDEO_SHARE_PLATFORM[target], text);
                  }}
                >
                  {VIDEO_SHARE_LABELS[target]}
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex gap-2">
            <input
              readOnly
              aria-label="Video card link"
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm"
            />
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              onClick={() =>
                copy(link).then(
                  () => recordShare('link', text),
                  (error: unknown) => sharingFailed(error, COPY_REFUSED),
                )
              }
            >
              {copied ? (
                <>
                  <IconCheck className="size-4" /> Copied
                </>
              ) : (
                'Copy link'
              )}
            </button>
          </div>
          <figure
            className="mt-5 overflow-hidden rounded-xl border border-stone-200"
            aria-label="Share preview"
          >
            <img src={posterUrl} alt="" className="aspect-video w-full bg-stone-100 object-cover" />
            <figcaption className="px-4 py-3 text-sm">
              <span className="block font-semibold">{title}</span>
              <span className="block text-stone-600">{text}</span>
              <span className="block text-xs text-stone-500">{new URL(link).host}</span>
            </figcaption>
          </figure>
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
