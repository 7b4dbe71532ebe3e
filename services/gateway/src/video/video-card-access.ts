import { VIDEO_MESSAGES, VideoCardQuerySchema, type CollabRole } from '@cardsmith/contracts';
import {
  badRequest,
  cardAccessHeaders,
  forbidden,
  notFound,
  type CardAccessClaim,
} from '@cardsmith/service-kit';

/** The one route whose request media accepts only with a card role the gateway vouches for. */
export const VIDEO_CARD_PATH = '/api/video/create-card';

/**
 * Who may make a video of a card: its owner or an editor. A card that does not exist (or is
 * gone) answers 404, anyone else's 403, with the sentences media gave when it asked cards itself.
 */
export function videoCardAccess(cardId: string, role: CollabRole | null): CardAccessClaim {
  if (role === null) throw notFound(VIDEO_MESSAGES.cardNotFound);
  if (role === 'viewer') throw forbidden(VIDEO_MESSAGES.notYourCard);
  return { cardId, role };
}

/** What the gateway asks cards: the visitor's role on a card, null when there is no such card. */
export interface CardRoles {
  roleOf(cardId: string, visitorId: string): Promise<CollabRole | null>;
}

/** What of a request the check reads. */
export interface VideoCardRequest {
  method: string;
  url: string;
  visitorId: string | null;
  /** False when the visitor was issued on this request (media refuses those itself). */
  visitorKnown: boolean;
}

/**
 * Media sits below cards and calls nobody, so the gateway, which may call any service, checks
 * the visitor's role on the card of a video request before forwarding it, and sends media the
 * role signed with the internal secret beside the signed visitor (service-kit card-access).
 */
export class VideoCardGate {
  constructor(
    private readonly cards: CardRoles,
    private readonly secret: string,
  ) {}

  /** The signed claim to forward, or null for a request that is not a known visitor's video card. */
  async claimFor(request: VideoCardRequest): Promise<Record<string, string> | null> {
    if (request.method !== 'POST') return null;
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (path !== VIDEO_CARD_PATH) return null;
    // Without a returning visitor media answers 401 or 403 on its own, before reading anything.
    if (!request.visitorId || !request.visitorKnown) return null;
    const parsed = VideoCardQuerySchema.safeParse(
      Object.fromEntries(new URLSearchParams(query < 0 ? '' : request.url.slice(query + 1))),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.message, [
        { path: `querystring.${issue.path.join('.')}`, message: issue.message },
      ]);
    }
    const { cardId } = parsed.data;
    const role = await this.cards.roleOf(cardId, request.visitorId);
    return cardAccessHeaders(this.secret, request.visitorId, videoCardAccess(cardId, role));
  }
}
