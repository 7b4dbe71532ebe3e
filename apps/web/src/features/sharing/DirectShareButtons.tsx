import { DIRECT_SHARE_LABELS, DIRECT_SHARE_TARGETS, shareIntentUrl } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import {
  DIRECT_SHARE_PLATFORM,
  POPUP_BLOCKED,
  sharingFailed,
  useRecordShare,
} from './sharing-api.js';
import { openShareWindow } from './share-window.js';

/**
 * The spec's direct share intents (001 §7): messaging app, Facebook, Twitter, LinkedIn, email
 * and SMS, each opened from the click itself so no popup blocker stands in the way, then recorded
 * as a share of the card (which is what makes the owner's card public).
 */
export function DirectShareButtons({
  cardId,
  link,
  text,
  editToken,
}: {
  cardId: string;
  /** The card's view link from the server; the buttons wait while it is being made. */
  link: string | null;
  text: string;
  editToken?: string;
}) {
  const recordShare = useRecordShare(cardId, editToken);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share directly">
      {DIRECT_SHARE_TARGETS.map((target) => (
        <li key={target}>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'w-full')}
            disabled={!link}
            onClick={() => {
              const url = link && shareIntentUrl(target, link, text);
              if (!url) return;
              if (!openShareWindow(url)) {
                sharingFailed(null, POPUP_BLOCKED);
                return;
              }
              recordShare(DIRECT_SHARE_PLATFORM[target], text);
            }}
          >
            {DIRECT_SHARE_LABELS[target]}
          </button>
        </li>
      ))}
    </ul>
  );
}
