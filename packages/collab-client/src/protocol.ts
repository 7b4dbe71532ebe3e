import {
  CollabCardDataSchema,
  ServerMessageSchema,
  type CardRenderData,
  type ClientMessage,
  type CollabCardData,
  type ServerMessage,
} from '@cardsmith/contracts';

export type CollabExtras = Pick<CollabCardData, 'title' | 'category' | 'templateId' | 'frameId'>;

/** What the channel carries of a card: the spec's card data plus title, category, template, frame. */
export function toCollabData(card: CardRenderData & CollabExtras): CollabCardData {
  const data: CollabCardData = {
    backgroundColor: card.backgroundColor,
    textFont: card.textFont,
    textSize: card.textSize,
    cardMessage: card.cardMessage,
    elements: card.elements,
  };
  if (card.title !== undefined) data.title = card.title;
  if (card.category !== undefined) data.category = card.category;
  if (card.templateId !== undefined) data.templateId = card.templateId;
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

/** A card in the schema's shape (its defaults filled in), as the room's copies are. */
export function normalised(card: CollabCardData): CollabCardData {
  const parsed = CollabCardDataSchema.safeParse(card);
  return parsed.success ? parsed.data : card;
}
