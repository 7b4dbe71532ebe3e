import type { CardFont } from '@cardsmith/contracts';

/** One shipped font file: which family, weight and style it draws, and where it lives. */
export interface FontFace {
  /** The family name inside the TTF, which is also the CSS family name. */
  family: string;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** Module specifier of the TTF inside its @expo-google-fonts package. */
  file: string;
}

interface FamilySource {
  family: string;
  pkg: string;
  prefix: string;
  bold: boolean;
  italic: boolean;
}

/**
 * Where each editor font comes from. Arial is not free to ship, so it draws with Arimo, which
 * has the same advance widths; Pacifico only exists as a regular face and Dancing Script has
 * no italic, so browsers synthesise those while the server draws the upright face.
 */
const SOURCES: Record<CardFont, FamilySource> = {
  Poppins: { family: 'Poppins', pkg: 'poppins', prefix: 'Poppins', bold: true, italic: true },
  Arial: { family: 'Arimo', pkg: 'arimo', prefix: 'Arimo', bold: true, italic: true },
  'Playfair Display': {
    family: 'Playfair Display',
    pkg: 'playfair-display',
    prefix: 'PlayfairDisplay',
    bold: true,
    italic: true,
  },
  'Dancing Script': {
    family: 'Dancing Script',
    pkg: 'dancing-script',
    prefix: 'DancingScript',
    bold: true,
    italic: false,
  },
  Pacifico: { family: 'Pacifico', pkg: 'pacifico', prefix: 'Pacifico', bold: false, italic: false },
  Montserrat: {
    family: 'Montserrat',
    pkg: 'montserrat',
    prefix: 'Montserrat',
    bold: true,
    italic: true,
  },
  Lato: { family: 'Lato', pkg: 'lato', prefix: 'Lato', bold: true, italic: true },
  Merriweather: {
    family: 'Merriweather',
    pkg: 'merriweather',
    prefix: 'Merriweather',
    bold: true,
    italic: true,
  },
};

const GENERIC: Record<CardFont, string> = {
  Poppins: 'sans-serif',
  Arial: 'sans-serif',
  'Playfair Display': 'serif',
  'Dancing Script': 'cursive',
  Pacifico: 'cursive',
  Montserrat: 'sans-serif',
  Lato: 'sans-serif',
  Merriweather: 'serif',
};

function face(source: FamilySource, weight: 400 | 700, style: 'normal' | 'italic'): FontFace {
  const variant = `${weight}${weight === 400 ? 'Regular' : 'Bold'}${style === 'italic' ? '_Italic' : ''}`;
  return {
    family: source.family,
    weight,
    style,
    file: `@expo-google-fonts/${source.pkg}/${variant}/${source.prefix}_${variant}.ttf`,
  };
}

/** Every font file the renderer may draw with: regular, bold and italic where the family has them. */
export const FONT_FACES: readonly FontFace[] = Object.values(SOURCES).flatMap((source) => [
  face(source, 400, 'normal'),
  ...(source.italic ? [face(source, 400, 'italic')] : []),
  ...(source.bold ? [face(source, 700, 'normal')] : []),
  ...(source.bold && source.italic ? [face(source, 700, 'italic')] : []),
]);

/** The family name that actually draws an editor font (Arial → Arimo). */
export function drawingFamily(font: CardFont): string {
  return SOURCES[font].family;
}

/** A font-family value: the shipped face first, then the name the user picked, then a generic. */
export function fontFamilyValue(font: CardFont): string {
  const family = drawingFamily(font);
  const names = family === font ? [family] : [family, font];
  return [...names.map((name) => `'${name}'`), GENERIC[font]].join(', ');
}
