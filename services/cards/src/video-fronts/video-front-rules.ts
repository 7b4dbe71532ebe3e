import { VIDEO_MESSAGES, type CollabRole, type VideoFront } from '@cardsmith/contracts';
import { forbidden, notFound } from '@cardsmith/service-kit';

/** Wide enough for the render to scale the front down to its 400×560 card without blur. */
export const VIDEO_FRONT_WIDTH = 500;

/**
 * Who may make a video of a card: its owner or an editor. A card that does not exist (or is
 * gone) answers 404, anyone else 403, with the video form's sentences.
 */
export function videoMakerRole(role: CollabRole | null): VideoFront['role'] {
  if (role === null) throw notFound(VIDEO_MESSAGES.cardNotFound);
  if (role === 'viewer') throw forbidden(VIDEO_MESSAGES.notYourCard);
  return role;
}
