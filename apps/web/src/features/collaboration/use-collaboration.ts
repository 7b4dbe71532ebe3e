import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COLLAB_CLOSE_CODES,
  CollabCardDataSchema,
  TIMINGS,
  type CardRenderData,
  type ClientMessage,
  type CollabCardData,
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
  card: CardRenderData | null;
  onRemoteCard: (card: CollabCardData) => void;
}

/** Local edits within this window go out as one update (the protocol always carries the whole card). */
export const UPDATE_DEBOUNCE_MS = 80;

const NO_RECONNECT: readonly number[] = [
  COLLAB_CLOSE_CODES.sessionEnded,
  COLLAB_CLOSE_CODES.rateLimited,
];

/**
 * Whether the local card is what the room holds, on the fields the local card carries: the room's
 * copy went through the schema (its key order, a default title) and a surface such as the modern
 * editor shows no title at all. Both sides are compared in the schema's shape.
 */
function sameCard(localJson: string, room: CollabCardData | null): boolean {
  if (!room) return false;
  const raw = JSON.parse(localJson) as Record<string, unknown>;
  const parsed = CollabCardDataSchema.safeParse(raw);
  const local = (parsed.success ? parsed.data : raw) as Record<string, unknown>;
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
  const [collaboratorCount, setCollaboratorCount] = useState(0);
  const [cursors, setCursors] = useState<Record<string, CollaboratorCursor>>({});
  const [collaborators, setCollaborators] = useState<Record<string, Presence>>({});
  const [clientId] = useState(newClientId);
  const [color] = useState(randomColor);

  const socketRef = useRef<WebSocket | null>(null);
  const joinedCard = useRef<string | null>(null);
  // Latest values for socket callbacks, which outlive the render that created them.
  const latest = useRef({ card, name, onRemoteCard });
  latest.current = { card, name, onRemoteCard };
  /** The card as the room last had it, so an applied remote card is not sent back. */
  const roomCard = useRef<CollabCardData | null>(null);

  const send = useCallback((message: ClientMessage) => {
    const socket = socketRef.current;
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(encode(message));
  }, []);

  useEffect(() => {
    if (!enabled || !cardId) return;
    let stopped = false;
    let reconnect: ReturnType<typeof setTimeout> | null = null;

    // An update names nobody: keep the name and colour heard earlier from a join or a cursor.
    const seen = (id: string, who: string | null, colour: string | null) =>
      setCollaborators((all) => ({
        ...all,
        [id]: {
          id,
          name: who ?? all[id]?.name ?? '',
          color: colour ?? all[id]?.color ?? null,
          joinedAt: all[id]?.joinedAt ?? Date.now(),
          lastActive: Date.now(),
        },
      }));
    const forget = (id: string) => {
      setCollaborators(({ [id]: _gone, ...rest }) => rest);
      setCursors(({ [id]: _gone, ...rest }) => rest);
    };
    const applyRemote = (data: CollabCardData) => {
      roomCard.current = data;
      latest.current.onRemoteCard(data);
    };

    function connect() {
      setStatus('connecting');
      let opened = false;
      const socket = new WebSocket(socketUrl(window.location, editToken));
      socketRef.current = socket;
      socket.onopen = () => {
        opened = true;
        setStatus('connected');
        setCollaboratorCount((count) => Math.max(count, 1));
        const current = latest.current.card;
        const initialCardData = current ? toCollabData(current) : null;
        roomCard.current = initialCardData;
        joinedCard.current = cardId;
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
            applyRemote(message.cardData);
            return;
          case 'update':
            if (message.clientId === clientId) return;
            seen(message.clientId, null, null);
            applyRemote(message.cardData);
            return;
          case 'cursor_update': {
            const { clientId: id, position, name: who, color: colour } = message;
            setCursors((all) => ({ ...all, [id]: { id, position, name: who, color: colour } }));
            seen(id, who, colour);
            return;
          }
          case 'client_joined':
            setCollaboratorCount(message.count);
            seen(message.clientId, message.name, null);
            toast({ title: 'Collaborator Joined', description: joinedText(message.name) });
            return;
          case 'client_left':
            setCollaboratorCount(message.count);
            forget(message.clientId);
            toast({ title: 'Collaborator Left', description: leftText(message.name) });
            return;
          case 'error':
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
        if (!opened && !stopped) {
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
        setStatus('disconnected');
        if (stopped) return;
        setCursors({});
        setCollaborators({});
        if (opened) {
          toast({
            title: 'Connection Lost',
            description: 'Lost connection to collaboration server. Trying to reconnect...',
            variant: 'destructive',
          });
        }
        if (NO_RECONNECT.includes(event.code)) return;
        reconnect = setTimeout(connect, TIMINGS.reconnectMs);
      };
    }

    connect();
    return () => {
      stopped = true;
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
      setStatus('disconnected');
      setCollaboratorCount(0);
      setCursors({});
      setCollaborators({});
    };
  }, [enabled, cardId, editToken, clientId]);

  // Local edits: the whole card, once typing or dragging pauses for a moment.
  const cardJson = card ? JSON.stringify(toCollabData(card)) : null;
  useEffect(() => {
    if (status !== 'connected' || !cardId || !cardJson || sameCard(cardJson, roomCard.current)) {
      return;
    }
    const timer = setTimeout(() => {
      if (joinedCard.current !== cardId) return;
      const cardData = JSON.parse(cardJson) as CollabCardData;
      roomCard.current = cardData;
      send({ type: 'update', cardId, clientId, cardData });
    }, UPDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [cardJson, status, cardId, clientId, send]);

  const lastCursor = useRef(0);
  const pendingCursor = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextCursor = useRef<Position | null>(null);
  useEffect(
    () => () => {
      if (pendingCursor.current) clearTimeout(pendingCursor.current);
    },
    [],
  );

  /** Shares the pointer position; at most one message per 50 ms, the last position always sent. */
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
    isCollaborating: enabled && !!cardId,
    isAvailable: typeof WebSocket !== 'undefined',
    connectionStatus: status,
    // A joiner hears no count until someone else joins or leaves: it counts itself and whoever
    // it has already seen.
    collaboratorCount:
      status === 'connected'
        ? Math.max(collaboratorCount, 1 + Object.keys(collaborators).length)
        : collaboratorCount,
    cursors: Object.values(cursors),
    collaborators: Object.values(collaborators),
    clientId,
    color,
    sendCursor,
  };
}

export type Collaboration = ReturnType<typeof useCollaboration>;
