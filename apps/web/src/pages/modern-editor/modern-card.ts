import { wrapText } from '@cardsmith/card-render';
import {
  CARD_DEFAULTS,
  CARD_FONTS,
  CARD_SIZE,
  type CardFont,
  type CardInput,
  type CardRenderData,
  type CollabCardData,
  type EditorTemplate,
} from '@cardsmith/contracts';

export const MESSAGE_STYLE = { fontSize: 22, width: 400, y: 540 } as const;

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
 * The modern editor's card: the template's art already says 'Happy Birthday!', and the typed
 * message is one text element under it. Lines are wrapped here, with the same font metrics the
 * server uses, because text elements keep their line breaks as given: preview and export match.
 */
export function modernCardData(template: EditorTemplate, message: string): CardRenderData {
  const font = cardFont(template.textFont);
  const text = message.trim();
  const lines = text
    ? wrapText(text, { font, bold: false }, MESSAGE_STYLE.fontSize, MESSAGE_STYLE.width)
    : [];
  return {
    backgroundColor: template.backgroundColor,
    textFont: font,
    textSize: CARD_DEFAULTS.textSize,
    cardMessage: '',
    elements: text
      ? [
          {
            id: 'message',
            type: 'text',
            content: lines.join('\n'),
            position: { x: CARD_SIZE.width / 2, y: MESSAGE_STYLE.y },
            size: { width: MESSAGE_STYLE.width, height: 140 },
            style: {
              fontFamily: font,
              fontSize: MESSAGE_STYLE.fontSize,
              color: isDark(template.backgroundColor) ? '#ffffff' : '#292524',
              textAlign: 'center',
            },
          },
        ]
      : [],
  };
}

export function modernCardInput(template: EditorTemplate, message: string): CardInput {
  return {
    ...modernCardData(template, message),
    title: CARD_DEFAULTS.title,
    category: CARD_DEFAULTS.category,
    templateId: template.id,
  };
}

/**
 * A collaborator's card back in the modern editor's terms: the template whose colours and font
 * it carries (the channel has no template id) and the message element's text, unwrapped.
 */
export function draftFromCard<D extends { templateId: string; message: string }>(
  card: CollabCardData,
  templates: readonly EditorTemplate[],
  current: D,
): D {
  const template = templates.find(
    (t) => t.backgroundColor === card.backgroundColor && cardFont(t.textFont) === card.textFont,
  );
  const element = card.elements.find((e) => e.id === 'message' && e.type === 'text');
  return {
    ...current,
    templateId: template?.id ?? current.templateId,
    message: element ? element.content.split('\n').join(' ') : '',
  };
}
