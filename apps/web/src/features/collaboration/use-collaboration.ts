import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  CollabCardDataSchema,
  mergeCardData,
  TIMINGS,
  type CardRenderData,
  type ClientMessage,
  type CollabCardData,
  type CollabMember,
  type CollabRole,
} from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';
import {
  encode,
  joinedText,
  leftText,
  newClientId,
  parseServerMessage,
  randomColor,
  socketUrl,
  toCollabData,
  type CollabExtras,
} from './collab-protocol.js';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface Position {
  x: number;
  y: number;
}

/** Another client's pointer over the card, in card coordinates (spec 000 §3). */
export interface CollaboratorCursor {
  id: string;
  position: Position;
  name: string;
  color: string;
}

/** Someone else in the room, as far as this client has heard from them. */
export interface Presence {
  id: string;
  name: string;
  color: string | null;
  /** Their role on the card, when the server said (sync members, client_joined). */
  role: CollabRole | null;
  /** ms since the epoch when this client first heard of them. */
  joinedAt: number;
  /** ms since the epoch of their last join, cursor or update. */
  lastActive: number;
}

export interface CollaborationOptions {
  cardId: string | null;
  enabled: boolean;
  name?: string;
  editToken?: string | null;
  /** Null while the surface has no card yet (templates loading): nothing is sent. */
  card: (CardRenderData & CollabExtras) | null;
  onRemoteCard: (card: CollabCardData) => void;
}

/** Local edits within this window go out as one update (the protocol always carries the whole card). */
export const UPDATE_DEBOUNCE_MS = 80;

/**
 * Why the server stopped this client's collaboration for good: it closed with a code after which
 * the client must not reconnect, or refused the join because the card no longer exists (its
 * `error` message already said why).
 */
export type CollaborationStop = 'ended' | 'rateLimited' | 'cardMissing';

const STOPS: Partial<Record<number, CollaborationStop>> = {
  [COLLAB_CLOSE_CODES.sessionEnded]: 'ended',
  [COLLAB_CLOSE_CODES.rateLimited]: 'rateLimited',
};

/** The local card in the schema's shape (its defaults filled in), as the room's copies are. */
function normalised(card: CollabCardData): CollabCardData {
  const parsed = CollabCardDataSchema.safeParse(card);
  return parsed.success ? parsed.data : card;
}

/**
 * Whether the local card is what the room holds, on the fields the local card carries: the room's
 * copy went through the schema (its key order, a default title) and a surface such as the modern
 * editor shows no title at all. Both sides are compared in the schema's shape.
 */
function sameCard(localJson: string, room: CollabCardData | null): boolean {
  if (!room) return false;
  const raw = JSON.parse(localJson) as Record<string, unknown>;
  const local = normalised(raw as CollabCardData) as Record<string, unknown>;
  const roomFields = room as Record<string, unknown>;
  const keys = Object.keys(raw);
  const pick = (from: Record<string, unknown>) =>
    JSON.stringify(Object.fromEntries(keys.map((key) => [key, from[key]])));
  return pick(local) === pick(roomFields);
}

/**
 * Live editing of one card over /ws (spec 000 §4, §7, §8). While `enabled` it keeps a socket to
 * the card's room: joins on open, reconnects 2 s after a close, applies others' cards through
 * `onRemoteCard`, sends the local card when it changes and exposes others' cursors and presence.
 *
 * Local edits wait {@link UPDATE_DEBOUNCE_MS} before they go out. A card arriving from the room
 * meanwhile is merged with them (per field and element, against the last room state this client
 * knew), shown, and the merge is sent at once, so neither side's edit is lost.
 */
export function useCollaboration({
  cardId,
  enabled,
  name = '',
  editToken = null,
  card,
  onRemoteCard,
}: CollaborationOptions) {
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  /** The room answered the join: only then do edits reach it. */
  const [joined, setJoined] = useState(false);
  const [stopped, setStopped] = useState<CollaborationStop | null>(null);
  const [collaboratorCount, setCollaboratorCount] = useState(0);
  const [cursors, setCursors] = useState<Record<string, CollaboratorCursor>>({});
  const [collaborators, setCollaborators] = useState<Record<string, Presence>>({});
  const [role, setRole] = useState<CollabRole | null>(null);
  const [clientId] = useState(newClientId);
  const [color] = useState(randomColor);

  const socketRef = useRef<WebSocket | null>(null);
  /** The card this client has joined: set by the sync answering the join, not by the open. */
  const joinedCard = useRef<string | null>(null);
  // Latest values for socket callbacks, which outlive the render that created them.
  const latest = useRef({ card, name, onRemoteCard });
  latest.current = { card, name, onRemoteCard };
  /**
   * The card as the room last had it to this client's knowledge (received, or sent by it): an
   * applied remote card is not sent back, and unsent local edits are what differs from it.
   */
  const roomCard = useRef<CollabCardData | null>(null);
  /** The card as last received from the room: the base again when a sent edit did not land. */
  const lastReceived = useRef<CollabCardData | null>(null);
  /** Bumped to send the local card again after the room failed to take an update. */
  const [resend, setResend] = useState(0);
  /**
   * The version of the latest room card received (a server addition): each update names it as its
   * base, so the room merges exactly what this client changed (an undo included).
   */
  const roomVersion = useRef<number | undefined>(undefined);
  const pendingSend = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** False when the socket is not open: the message went nowhere. */
  const send = useCallback((message: ClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(encode(message));
    return true;
  }, []);

  useEffect(() => {
    if (!enabled || !cardId) return;
    let stopping = false;
    let reconnect: ReturnType<typeof setTimeout> | null = null;

    // An update names nobody: keep the name, colour and role heard earlier.
    const seen = (
      id: string,
      who: { name?: string; color?: string; role?: CollabRole | undefined } = {},
    ) =>
      setCollaborators((all) => ({
        ...all,
        [id]: {
          id,
          name: who.name ?? all[id]?.name ?? '',
          color: who.color ?? all[id]?.color ?? null,
          role: who.role ?? all[id]?.role ?? null,
          joinedAt: all[id]?.joinedAt ?? Date.now(),
          lastActive: Date.now(),
        },
      }));
    const present = (members: CollabMember[]) => {
      setRole(members.find((member) => member.clientId === clientId)?.role ?? null);
      setCollaborators((all) =>
        Object.fromEntries(
          members
            .filter((member) => member.clientId !== clientId)
            .map((member) => {
              const known = all[member.clientId];
              const now = Date.now();
              return [
                member.clientId,
                {
                  id: member.clientId,
                  name: member.name,
                  color: known?.color ?? null,
                  role: member.role,
                  joinedAt: known?.joinedAt ?? now,
                  lastActive: known?.lastActive ?? now,
                },
              ];
            }),
        ),
      );
    };
    const forget = (id: string) => {
      setCollaborators(({ [id]: _gone, ...rest }) => rest);
      setCursors(({ [id]: _gone, ...rest }) => rest);
    };

    /** A card from the room: merged with unsent local edits, shown, and the merge sent back. */
    const applyRemote = (remote: CollabCardData) => {
      if (pendingSend.current) clearTimeout(pendingSend.current);
      pendingSend.current = null;
      const base = roomCard.current;
      const current = latest.current.card;
      roomCard.current = remote;
      lastReceived.current = remote;
      if (!base || !current) return latest.current.onRemoteCard(remote);
      const { merged, changedRoom } = mergeCardData(
        [base],
        normalised(toCollabData(current)),
        remote,
      );
      if (changedRoom && joinedCard.current === cardId) {
        const update = { cardData: merged, baseVersion: roomVersion.current };
        if (send({ type: 'update', cardId, clientId, ...update })) roomCard.current = merged;
      }
      latest.current.onRemoteCard(merged);
    };

    /** The last refused join's sentence: a retry refused the same way is not announced again. */
    let joinError: string | null = null;

    function connect() {
      setStatus('connecting');
      let opened = false;
      let joinRefused = false;
      const socket = new WebSocket(socketUrl(window.location, editToken));
      socketRef.current = socket;
      socket.onopen = () => {
        opened = true;
        setStatus('connected');
        setCollaboratorCount((count) => Math.max(count, 1));
        const current = latest.current.card;
        const initialCardData = current ? toCollabData(current) : null;
        // After a reconnect the room state known before the drop stays the base, so edits made
        // while offline merge into the room's card instead of being replaced by it.
        roomCard.current ??= initialCardData && normalised(initialCardData);
        socket.send(
          encode({
            type: 'join',
            cardId: cardId!,
            clientId,
            name: latest.current.name.trim(),
            initialCardData,
            editToken,
          }),
        );
      };
      socket.onmessage = (event: MessageEvent) => {
        const message = parseServerMessage(event.data);
        if (!message) {
          console.warn('Ignoring a collaboration message that could not be read', event.data);
          return;
        }
        switch (message.type) {
          case 'sync':
            if (joinedCard.current !== cardId && lastReceived.current) {
              // Rejoining a room still at the version this client last received: nothing it sent
              // since landed (else the version would have moved), so those edits are unsent.
              const unchanged =
                message.version !== undefined && message.version === roomVersion.current;
              if (unchanged) roomCard.current = lastReceived.current;
            }
            joinedCard.current = cardId;
            joinError = null;
            setJoined(true);
            roomVersion.current = message.version;
            if (message.count !== undefined) setCollaboratorCount(message.count);
            if (message.members) present(message.members);
            applyRemote(message.cardData);
            return;
          case 'update':
            if (message.clientId === clientId) return;
            seen(message.clientId);
            roomVersion.current = message.version;
            applyRemote(message.cardData);
            return;
          case 'cursor_update': {
            const { clientId: id, position, name: who, color: colour } = message;
            setCursors((all) => ({ ...all, [id]: { id, position, name: who, color: colour } }));
            seen(id, { name: who, color: colour });
            return;
          }
          case 'client_joined':
            setCollaboratorCount(message.count);
            seen(message.clientId, { name: message.name, role: message.role });
            toast({ title: 'Collaborator Joined', description: joinedText(message.name) });
            return;
          case 'client_left':
            setCollaboratorCount(message.count);
            forget(message.clientId);
            toast({ title: 'Collaborator Left', description: leftText(message.name) });
            return;
          case 'error':
            if (joinedCard.current !== cardId) {
              // The room refused the join (the card is gone, or the server could not answer):
              // nothing would reach it, so the socket is closed and the join tried again later.
              const repeated = message.message === joinError;
              joinError = message.message;
              joinRefused = true;
              socket.close();
              if (repeated) return;
            } else if (message.message === COLLAB_ERRORS.unavailable) {
              // The room failed to take an update: its edits are unsent again, and go out again.
              roomCard.current = lastReceived.current;
              setResend((count) => count + 1);
            }
            toast({
              title: 'Collaboration Error',
              description: message.message || 'An error occurred during collaboration',
              variant: 'destructive',
            });
            return;
        }
      };
      socket.onerror = () => {
        setStatus('disconnected');
        if (!opened && !stopping) {
          toast({
            title: 'Connection Error',
            description: 'Failed to connect to collaboration server',
            variant: 'destructive',
          });
        }
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        joinedCard.current = null;
        setJoined(false);
        setStatus('disconnected');
        if (stopping) return;
        setCursors({});
        setCollaborators({});
        // Ended by an administrator, cut off for flooding or the card is gone: the server's error
        // toast says why, and collaboration stays off rather than promising a reconnect.
        const stop =
          STOPS[event.code] ?? (joinError === COLLAB_ERRORS.cardNotFound ? 'cardMissing' : null);
        if (stop) {
          setStopped(stop);
          setCollaboratorCount(0);
          return;
        }
        if (opened && !joinRefused) {
          toast({
            title: 'Connection Lost',
            description: 'Lost connection to collaboration server. Trying to reconnect...',
            variant: 'destructive',
          });
        }
        reconnect = setTimeout(connect, TIMINGS.reconnectMs);
      };
    }

    connect();
    return () => {
      stopping = true;
      if (reconnect) clearTimeout(reconnect);
      const socket = socketRef.current;
      socketRef.current = null;
      if (socket) {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(encode({ type: 'leave', cardId, clientId }));
        }
        socket.close();
      }
      joinedCard.current = null;
      roomCard.current = null;
      lastReceived.current = null;
      roomVersion.current = undefined;
      setJoined(false);
      setStatus('disconnected');
      setStopped(null);
      setRole(null);
      setCollaboratorCount(0);
      setCursors({});
      setCollaborators({});
    };
  }, [enabled, cardId, editToken, clientId, send]);

  // Local edits: the whole card, once typing or dragging pauses for a moment. Before the join is
  // answered they wait: the sync's merge carries them.
  const cardJson = card ? JSON.stringify(toCollabData(card)) : null;
  useEffect(() => {
    if (status !== 'connected' || !cardId || !cardJson || sameCard(cardJson, roomCard.current)) {
      return;
    }
    const timer = setTimeout(() => {
      pendingSend.current = null;
      if (joinedCard.current !== cardId) return;
      const cardData = JSON.parse(cardJson) as CollabCardData;
      const update = { cardData, baseVersion: roomVersion.current };
      if (send({ type: 'update', cardId, clientId, ...update })) {
        roomCard.current = normalised(cardData);
      }
    }, UPDATE_DEBOUNCE_MS);
    pendingSend.current = timer;
    return () => {
      clearTimeout(timer);
      if (pendingSend.current === timer) pendingSend.current = null;
    };
  }, [cardJson, status, cardId, clientId, send, resend]);

  const lastCursor = useRef(0);
  const pendingCursor = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextCursor = useRef<Position | null>(null);
  useEffect(
    () => () => {
      if (pendingCursor.current) clearTimeout(pendingCursor.current);
    },
    [],
  );

  /**
   * Shares the pointer position once the room has answered the join; at most one message per
   * 50 ms, the last position always sent.
   */
  const sendCursor = useCallback(
    (position: Position) => {
      if (!cardId || joinedCard.current !== cardId) return;
      nextCursor.current = position;
      const flush = () => {
        pendingCursor.current = null;
        const at = nextCursor.current;
        if (!at || joinedCard.current !== cardId) return;
        lastCursor.current = Date.now();
        send({
          type: 'cursor_update',
          cardId,
          clientId,
          position: { x: Math.round(at.x), y: Math.round(at.y) },
          name: latest.current.name.trim(),
          color,
        });
      };
      if (pendingCursor.current) return;
      const wait = lastCursor.current + TIMINGS.cursorThrottleMs - Date.now();
      if (wait <= 0) flush();
      else pendingCursor.current = setTimeout(flush, wait);
    },
    [cardId, clientId, color, send],
  );

  return {
    /** False once the server stopped collaboration (see `stopped`), even while `enabled`. */
    isCollaborating: enabled && !!cardId && !stopped,
    isAvailable: typeof WebSocket !== 'undefined',
    connectionStatus: status,
    /** The room answered the join, so edits reach it (the socket may be open before that). */
    isJoined: joined,
    /**
     * Set when the server ended this client's collaboration for good (an administrator ended the
     * session, or it was rate limited): a surface turns its Collaboration switch off. Cleared
     * when `enabled` or the card changes.
     */
    stopped,
    // The sync answering a join carries the room's count; a server without that addition leaves
    // the joiner counting itself and whoever it has already seen.
    collaboratorCount:
      status === 'connected'
        ? Math.max(collaboratorCount, 1 + Object.keys(collaborators).length)
        : collaboratorCount,
    cursors: Object.values(cursors),
    collaborators: Object.values(collaborators),
    /** This client's role on the card, once the room told it. */
    role,
    clientId,
    color,
    sendCursor,
  };
}

export type Collaboration = ReturnType<typeof useCollaboration>;
