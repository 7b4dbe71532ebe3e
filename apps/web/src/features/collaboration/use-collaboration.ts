import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INITIAL_COLLAB_STATE,
  toCollabData,
  type CollabClient,
  type CollabExtras,
  type CollabNotice,
  type CollabState,
  type Position,
} from '@cardsmith/collab-client';
import type { CardRenderData, CollabCardData } from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';
import { joinedText, leftText, newClientId, randomColor, socketUrl } from './collab-protocol.js';

type Toast = Parameters<typeof toast>[0];

/**
 * The client and its diffing (about 9 KB gzipped) are fetched when a session starts: most editor
 * visits never start one, so the first visit does not download them.
 */
const loadClient = () => import('@cardsmith/collab-client/client');

/** A running session and the comparison its surface uses, both from the fetched client. */
interface Running {
  session: CollabClient;
  showsAll: (card: CollabCardData, shown: CollabCardData) => boolean;
}

/** How long the name field must rest before a new name is told to the room. */
export const NAME_SETTLE_MS = 400;

export interface CollaborationOptions {
  cardId: string | null;
  enabled: boolean;
  name?: string;
  editToken?: string | null;
  /** Null while the surface has no card yet (templates loading): nothing is sent. */
  card: (CardRenderData & CollabExtras) | null;
  onRemoteCard: (card: CollabCardData) => void;
}

/** The spec's toasts for what the collaboration client reports (spec 000 §7). */
function showNotice(notice: CollabNotice): void {
  if (notice.type === 'unreadableMessage') {
    console.warn('Ignoring a collaboration message that could not be read', notice.data);
    return;
  }
  toast(noticeToast(notice));
}

function noticeToast(notice: Exclude<CollabNotice, { type: 'unreadableMessage' }>): Toast {
  switch (notice.type) {
    case 'collaboratorJoined':
      return { title: 'Collaborator Joined', description: joinedText(notice.name) };
    case 'collaboratorLeft':
      return { title: 'Collaborator Left', description: leftText(notice.name) };
    case 'serverError':
      return {
        title: 'Collaboration Error',
        description: notice.message || 'An error occurred during collaboration',
        variant: 'destructive',
      };
    case 'connectionFailed':
      return {
        title: 'Connection Error',
        description: 'Failed to connect to collaboration server',
        variant: 'destructive',
      };
    case 'connectionLost':
      return {
        title: 'Connection Lost',
        description: 'Lost connection to collaboration server. Trying to reconnect...',
        variant: 'destructive',
      };
  }
}

/**
 * What the surface was last seen showing (a render's card) and the cards the client handed it
 * since, oldest first: a render may still show an older one of them.
 */
interface SurfaceCards {
  rendered: CollabCardData | null;
  handed: CollabCardData[];
}

/**
 * Live editing of one card over /ws, as React state: while `enabled` a {@link CollabClient}
 * keeps the card's room (joins, reconnects, operations, see there). The client owns the card: it
 * hands cards to the surface through `onRemoteCard`, and learns of a person's edit as the change
 * between two renders. A render that shows a card the client handed over is no edit, however
 * late React renders it; an edit is measured from the newest card handed over, which the
 * surface's state already holds (it applied that card before the person's change).
 */
export function useCollaboration({
  cardId,
  enabled,
  name = '',
  editToken = null,
  card,
  onRemoteCard,
}: CollaborationOptions) {
  const [state, setState] = useState<CollabState>(INITIAL_COLLAB_STATE);
  const [clientId] = useState(newClientId);
  const [color] = useState(randomColor);
  const client = useRef<Running | null>(null);
  /** The client's file has arrived; until then a session being started shows as connecting. */
  const [fetched, setFetched] = useState(false);
  // Latest values for the client's callbacks, which outlive the render that created them.
  const latest = useRef({ name, onRemoteCard });
  latest.current = { name, onRemoteCard };
  const cardJson = card ? JSON.stringify(toCollabData(card)) : null;
  const latestCard = useRef(cardJson);
  latestCard.current = cardJson;
  const surface = useRef<SurfaceCards>({ rendered: null, handed: [] });

  useEffect(() => {
    if (!enabled || !cardId) return;
    let session: CollabClient | null = null;
    let ended = false;
    loadClient().then(
      ({ CollabClient, showsAll }) => {
        setFetched(true);
        if (ended) return;
        session = new CollabClient({
          cardId,
          clientId,
          color,
          editToken,
          url: socketUrl(window.location, editToken),
          openSocket: (url) => new WebSocket(url),
          name: () => latest.current.name,
          onRemoteCard: (data) => {
            surface.current.handed.push(data);
            latest.current.onRemoteCard(data);
          },
          onStateChange: setState,
          onNotice: showNotice,
        });
        client.current = { session, showsAll };
        // The card as shown now: edits made while the client was fetched are part of the start.
        const start = parseCard(latestCard.current);
        surface.current = { rendered: start, handed: [] };
        session.setLocalCard(start);
        session.start();
      },
      // The client's file could not be fetched (offline, a deploy replaced it): as a failed socket.
      () => {
        if (!ended) showNotice({ type: 'connectionFailed' });
      },
    );
    return () => {
      ended = true;
      client.current = null;
      session?.stop();
    };
  }, [enabled, cardId, editToken, clientId, color]);

  useEffect(() => {
    const running = client.current;
    const next = parseCard(cardJson);
    if (!running || !next) return;
    const { session, showsAll } = running;
    const { rendered, handed } = surface.current;
    const shownAt = handed.findIndex((given) => showsAll(given, next));
    if (shownAt >= 0) {
      surface.current = { rendered: next, handed: handed.slice(shownAt + 1) };
      return;
    }
    surface.current = { rendered: next, handed: [] };
    const from = handed.at(-1) ?? rendered;
    if (from) session.edit(from, next);
    else session.setLocalCard(next);
  }, [cardJson]);

  // A name changed after joining reaches the others once the typing pauses (the join carried the
  // name it started with; an unchanged name is ignored by the room).
  useEffect(() => {
    const session = client.current?.session;
    if (!session) return;
    const timer = setTimeout(() => session.announceName(), NAME_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  const sendCursor = useCallback(
    (position: Position) => client.current?.session.sendCursor(position),
    [],
  );

  return {
    /** False once the server stopped collaboration (see `stopped`), even while `enabled`. */
    isCollaborating: enabled && !!cardId && !state.stopped,
    isAvailable: typeof WebSocket !== 'undefined',
    connectionStatus: enabled && cardId && !fetched ? 'connecting' : state.status,
    /** The room answered the join, so edits reach it (the socket may be open before that). */
    isJoined: state.joined,
    /**
     * Set when the server ended this client's collaboration for good (an administrator ended the
     * session, it was rate limited, or the card is gone): a surface turns its Collaboration
     * switch off. Cleared when `enabled` or the card changes.
     */
    stopped: state.stopped,
    collaboratorCount: state.collaboratorCount,
    cursors: Object.values(state.cursors),
    collaborators: Object.values(state.collaborators),
    /** This client's role on the card, once the room told it. */
    role: state.role,
    /** An administrator locked the session: collaborators view the card but cannot edit it. */
    locked: state.locked,
    clientId,
    color,
    sendCursor,
  };
}

const parseCard = (json: string | null) => (json ? (JSON.parse(json) as CollabCardData) : null);

export type Collaboration = ReturnType<typeof useCollaboration>;
