import { VideoCardQuerySchema, type VideoFront } from '@cardsmith/contracts';
import { badRequest, cardAccessHeaders } from '@cardsmith/service-kit';

/** The one route whose request media accepts only with a card role the gateway vouches for. */
export const VIDEO_CARD_PATH = '/api/video/create-card';

/**
 * What the gateway asks cards for a video request: that the visitor may make a video of the
 * card (owner or editor; otherwise an HttpError with the form's sentence: 404 for a card that is
 * gone, 403 for anyone else, 413 for a card too heavy to draw) and the blob media keeps its front
 * in, drawn for this request.
 */
export interface VideoFronts {
  frontFor(cardId: string, visitorId: string): Promise<VideoFront>;
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
 * Media sits below cards and calls nobody, so the gateway, which may call any service, has cards
 * check the visitor's role on the card of a video request and draw its front into media before
 * forwarding it, and sends media the role and the front's blob signed with the internal secret
 * beside the signed visitor (service-kit card-access).
 */
export class VideoCardGate {
  constructor(
    private readonly fronts: VideoFronts,
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
    const { role, frontBlobId } = await this.fronts.frontFor(cardId, request.visitorId);
    return cardAccessHeaders(this.secret, request.visitorId, { cardId, role, frontBlobId });
  }
}
