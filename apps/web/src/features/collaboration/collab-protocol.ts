import {
  ServerMessageSchema,
  type CardRenderData,
  type ClientMessage,
  type CollabCardData,
  type ServerMessage,
} from '@cardsmith/contracts';

/** Colours a collaborator's cursor can take; each browser picks one per session. */
export const CURSOR_COLORS = [
  '#e11d48',
  '#2563eb',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#4d7c0f',
] as const;

export const newClientId = () => `client-${crypto.randomUUID()}`;

export const randomColor = () =>
  CURSOR_COLORS[Math.floor(Math.random() * CURSOR_COLORS.length)] ?? CURSOR_COLORS[0];

/** The channel on this page's host: `wss` when the page is https (spec 000 §7). */
export function socketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  editToken?: string | null,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = editToken ? `?edit=${encodeURIComponent(editToken)}` : '';
  return `${scheme}://${location.host}/ws${query}`;
}

/** What the channel carries of a card: the spec's card data plus its title and frame. */
export function toCollabData(card: CardRenderData & { title?: string; frameId?: string | null }) {
  const data: CollabCardData = {
    backgroundColor: card.backgroundColor,
    textFont: card.textFont,
    textSize: card.textSize,
    cardMessage: card.cardMessage,
    elements: card.elements,
  };
  if (card.title !== undefined) data.title = card.title;
  if (card.frameId !== undefined) data.frameId = card.frameId;
  return data;
}

/** A frame from the server, or null when it is not one we understand (only logged, spec 000 §7). */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = ServerMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const encode = (message: ClientMessage) => JSON.stringify(message);

export const joinedText = (name: string) =>
  name.trim() ? `${name} joined the session` : 'A new collaborator';
export const leftText = (name: string) =>
  name.trim() ? `${name} left the session` : 'A collaborator';
