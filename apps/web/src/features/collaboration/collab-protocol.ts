/**
 * Colours a collaborator's cursor can take; each browser picks one per session. Each carries its
 * white name label at a contrast of at least 4.5:1.
 */
export const CURSOR_COLORS = [
  '#e11d48',
  '#2563eb',
  '#047857',
  '#b45309',
  '#7c3aed',
  '#0e7490',
  '#db2777',
  '#4d7c0f',
] as const;

/** Label colours for a colour we cannot read (the channel carries any string). */
const UNKNOWN_LABEL = { backgroundColor: '#44403c', color: '#ffffff' } as const;
const DARK_TEXT = '#1c1917';

function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const value = parseInt(digits.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The name label's colours on a collaborator's cursor colour: white text where it reads at 4.5:1,
 * dark text on light colours, and a neutral label when the colour is not a hex colour.
 */
export function cursorLabelColors(cursorColor: string): {
  backgroundColor: string;
  color: string;
} {
  const luminance = relativeLuminance(cursorColor);
  if (luminance === null) return UNKNOWN_LABEL;
  const onWhite = 1.05 / (luminance + 0.05);
  return { backgroundColor: cursorColor, color: onWhite >= 4.5 ? '#ffffff' : DARK_TEXT };
}

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

export const joinedText = (name: string) =>
  name.trim() ? `${name} joined the session` : 'A new collaborator';
export const leftText = (name: string) =>
  name.trim() ? `${name} left the session` : 'A collaborator';
