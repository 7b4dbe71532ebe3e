import { fitText } from '@cardsmith/card-render';
import {
  CARD_DEFAULTS,
  CARD_FONTS,
  CARD_SIZE,
  EDITOR_HEADLINE,
  editorHeadlineElement,
  type CardElement,
  type CardFont,
  type CardInput,
  type CardRenderData,
  type CollabCardData,
  type EditorTemplate,
  type ImageElement,
  type Occasion,
  type VoiceMessage,
  VoiceMessageSchema,
  OCCASIONS,
} from '@cardsmith/contracts';
import { occasionProfile } from '../../features/cards/occasion.js';

/** Two lines of greeting; longer would shrink it past reading across a room. */
export const HEADLINE_MAX_LENGTH = 80;

/**
 * The message's block is centred at `y`, below the headline; `maxHeight` keeps it between
 * that greeting and the card's bottom margin, and `minFontSize` is where shrinking stops.
 */
export const MESSAGE_STYLE = {
  fontSize: 22,
  minFontSize: 8,
  width: 400,
  y: 540,
  maxHeight: 272,
} as const;
/** The headline runs across the middle; a chosen picture goes above it. */
export const PICTURE_ELEMENT = { id: 'picture', size: 200, y: 140 } as const;

/** What the modern editor edits: a template, a headline, a message, a picture and voice. */
export interface ModernDraft {
  templateId: string;
  message: string;
  imageUrl?: string | null;
  voiceMessage?: VoiceMessage | null;
  /** What the card is for; its greeting is the headline until the visitor types one. */
  occasion?: Occasion;
  /** The typed headline ('' for none); absent while the occasion's greeting is used. */
  headline?: string | null;
  /** The card's title, asked for at its first save; absent until the visitor names it. */
  title?: string;
}

/** What is drawn on the card's front, apart from the template. */
export type ModernContent = Pick<ModernDraft, 'message' | 'imageUrl' | 'occasion' | 'headline'>;

export const DEFAULT_OCCASION: Occasion = 'birthday';

/** The headline the card shows: the typed one, or the occasion's greeting. */
export function headlineText(content: Pick<ModernDraft, 'occasion' | 'headline'>): string {
  return content.headline ?? occasionProfile(content.occasion ?? DEFAULT_OCCASION).headline;
}

/** Where the modern editor keeps its draft; the voice messages page attaches voices to it. */
export const MODERN_DRAFT_KEY = 'cardsmith:modern-editor:draft';

export const isModernDraft = (value: unknown): value is ModernDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ModernDraft).templateId === 'string' &&
  typeof (value as ModernDraft).message === 'string' &&
  ((value as ModernDraft).imageUrl == null ||
    typeof (value as ModernDraft).imageUrl === 'string') &&
  ((value as ModernDraft).voiceMessage == null ||
    VoiceMessageSchema.safeParse((value as ModernDraft).voiceMessage).success) &&
  ((value as ModernDraft).occasion === undefined ||
    (OCCASIONS as readonly unknown[]).includes((value as ModernDraft).occasion)) &&
  ((value as ModernDraft).headline == null ||
    typeof (value as ModernDraft).headline === 'string') &&
  ((value as ModernDraft).title === undefined || typeof (value as ModernDraft).title === 'string');

function pictureElement(imageUrl: string): ImageElement {
  return {
    id: PICTURE_ELEMENT.id,
    type: 'image',
    content: imageUrl,
    position: { x: CARD_SIZE.width / 2, y: PICTURE_ELEMENT.y },
    size: { width: PICTURE_ELEMENT.size, height: PICTURE_ELEMENT.size },
  };
}

function cardFont(name: string): CardFont {
  return (CARD_FONTS as readonly string[]).includes(name)
    ? (name as CardFont)
    : CARD_DEFAULTS.textFont;
}

/** Relative luminance test: light text on dark template backgrounds, dark text elsewhere. */
export function isDark(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return false;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.25;
}

/**
 * The modern editor's card over the template's art: the headline across the middle, the chosen
 * picture above it and the typed message below it. The message's lines are wrapped here, with the
 * same font metrics the server uses, because text elements keep their line breaks as given; the
 * headline is fitted by card-render itself (style.maxLines): preview and export match.
 */
export function modernCardData(
  template: EditorTemplate,
  content: ModernContent,
  room?: CollabCardData | null,
): CardRenderData & { templateId: string } {
  const font = cardFont(template.textFont);
  const text = content.message.trim();
  const headline = headlineText(content).trim();
  const own: CardElement[] = [];
  if (headline) own.push(editorHeadlineElement(template.id, headline));
  if (content.imageUrl) own.push(pictureElement(content.imageUrl));
  if (text) own.push(messageElement(text, font, template.backgroundColor));
  return {
    templateId: template.id,
    backgroundColor: template.backgroundColor,
    textFont: font,
    textSize: room?.textSize ?? CARD_DEFAULTS.textSize,
    cardMessage: room?.cardMessage ?? '',
    elements: room ? keepOthersElements(room.elements, own) : own,
  };
}

const OWN_IDS: readonly string[] = [EDITOR_HEADLINE.id, PICTURE_ELEMENT.id, 'message'];

/**
 * In a live session the card may hold what collaborators in the card editor added (more text,
 * photos, the back message). The modern editor edits only its headline, picture and message, so everything
 * else is kept as the room has it, in its place, rather than sent back as deleted.
 */
function keepOthersElements(roomElements: readonly CardElement[], own: CardElement[]) {
  const mine = new Map(own.map((element) => [element.id, element]));
  const kept = roomElements.flatMap((element) => {
    if (!OWN_IDS.includes(element.id)) return [element];
    const replacement = mine.get(element.id);
    mine.delete(element.id);
    return replacement ? [replacement] : [];
  });
  return [...kept, ...mine.values()];
}

/**
 * The message wrapped to the message width, at the largest size (one px steps down) whose lines
 * fit the message area, so a long message shrinks instead of running off the card.
 */
export function fitMessage(text: string, font: CardFont): { fontSize: number; lines: string[] } {
  return fitText(
    text,
    { font, bold: false },
    {
      fontSize: MESSAGE_STYLE.fontSize,
      minFontSize: MESSAGE_STYLE.minFontSize,
      maxWidth: MESSAGE_STYLE.width,
      maxHeight: MESSAGE_STYLE.maxHeight,
    },
  );
}

function messageElement(text: string, font: CardFont, backgroundColor: string): CardElement {
  const { fontSize, lines } = fitMessage(text, font);
  return {
    id: 'message',
    type: 'text',
    content: lines.join('\n'),
    position: { x: CARD_SIZE.width / 2, y: MESSAGE_STYLE.y },
    size: { width: MESSAGE_STYLE.width, height: MESSAGE_STYLE.maxHeight },
    style: {
      fontFamily: font,
      fontSize,
      color: isDark(backgroundColor) ? '#ffffff' : '#292524',
      textAlign: 'center',
    },
  };
}

/** The card as saved: only a named draft is saved, so its title is the one the visitor chose. */
export function modernCardInput(
  template: EditorTemplate,
  draft: ModernDraft & { title: string },
  room?: CollabCardData | null,
): CardInput {
  return {
    ...modernCardData(template, draft, room),
    title: draft.title,
    category: draft.occasion ?? DEFAULT_OCCASION,
    voiceMessage: draft.voiceMessage ?? null,
  };
}

/**
 * A collaborator's card back in the modern editor's terms: its template (by id, or by the
 * colours and font it carries when a client sent no id), the headline, the message element's
 * text, unwrapped, and the picture.
 */
export function draftFromCard<D extends ModernDraft>(
  card: CollabCardData,
  templates: readonly EditorTemplate[],
  current: D,
): D {
  const template =
    templates.find((t) => t.id === card.templateId) ??
    templates.find(
      (t) => t.backgroundColor === card.backgroundColor && cardFont(t.textFont) === card.textFont,
    );
  const message = card.elements.find((e) => e.id === 'message' && e.type === 'text');
  const picture = card.elements.find((e) => e.id === PICTURE_ELEMENT.id && e.type === 'image');
  const headline = card.elements.find((e) => e.id === EDITOR_HEADLINE.id && e.type === 'text');
  return {
    ...current,
    headline: headline?.content ?? '',
    templateId: template?.id ?? current.templateId,
    message: message ? message.content.split('\n').join(' ') : '',
    imageUrl: picture?.content ?? null,
  };
}
