import type { CardFont } from '@cardsmith/contracts';

/** One shipped font file: which family, weight and style it draws, and where it lives. */
export interface FontFace {
  /** The family name inside the TTF, which is also the CSS family name. */
  family: string;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  /** Module specifier of the TTF inside its @expo-google-fonts package. */
  file: string;
  /** For a script's font: the code points it draws (a CSS unicode-range value). */
  unicodeRange?: string;
}

interface FamilySource {
  family: string;
  pkg: string;
  prefix: string;
  bold: boolean;
  italic: boolean;
  /** Scripts beyond Latin the family draws itself; the others go to their Noto font. */
  covers?: readonly Script[];
}

/**
 * Where each editor font comes from. Arial is not free to ship, so it draws with Arimo, which
 * has the same advance widths; Pacifico only exists as a regular face and Dancing Script has
 * no italic, so browsers synthesise those while the server draws the upright face.
 */
const SOURCES: Record<CardFont, FamilySource> = {
  Poppins: { family: 'Poppins', pkg: 'poppins', prefix: 'Poppins', bold: true, italic: true },
  Arial: {
    family: 'Arimo',
    pkg: 'arimo',
    prefix: 'Arimo',
    bold: true,
    italic: true,
    covers: ['cyrillic', 'greek'],
  },
  'Playfair Display': {
    family: 'Playfair Display',
    pkg: 'playfair-display',
    prefix: 'PlayfairDisplay',
    bold: true,
    italic: true,
    covers: ['cyrillic'],
  },
  'Dancing Script': {
    family: 'Dancing Script',
    pkg: 'dancing-script',
    prefix: 'DancingScript',
    bold: true,
    italic: false,
  },
  Pacifico: {
    family: 'Pacifico',
    pkg: 'pacifico',
    prefix: 'Pacifico',
    bold: false,
    italic: false,
    covers: ['cyrillic'],
  },
  Montserrat: {
    family: 'Montserrat',
    pkg: 'montserrat',
    prefix: 'Montserrat',
    bold: true,
    italic: true,
    covers: ['cyrillic'],
  },
  Lato: { family: 'Lato', pkg: 'lato', prefix: 'Lato', bold: true, italic: true },
  Merriweather: {
    family: 'Merriweather',
    pkg: 'merriweather',
    prefix: 'Merriweather',
    bold: true,
    italic: true,
    covers: ['cyrillic'],
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

/** Scripts the editor fonts lack, each drawn by a Noto family whatever font the card picked. */
export const SCRIPTS = [
  'greek',
  'cyrillic',
  'arabic',
  'hebrew',
  'devanagari',
  'han',
  'hangul',
] as const;
export type Script = (typeof SCRIPTS)[number];

interface ScriptSource {
  family: string;
  pkg: string;
  prefix: string;
  /** Inclusive code point ranges whose characters this font draws. */
  ranges: readonly (readonly [number, number])[];
}

/**
 * Noto draws every script with matching weights. Han covers Chinese and Japanese (Noto Sans SC
 * has the kana); Korean syllables need Noto Sans KR. Ranges are blocks, not the fonts' whole
 * coverage, so a space, digit or Latin letter stays in the card's own font. Greek and Cyrillic
 * go to Noto Sans only in the families that lack them (`covers`).
 */
export const SCRIPT_SOURCES: Record<Script, ScriptSource> = {
  greek: {
    family: 'Noto Sans',
    pkg: 'noto-sans',
    prefix: 'NotoSans',
    ranges: [
      [0x0370, 0x03ff],
      [0x1f00, 0x1fff],
    ],
  },
  cyrillic: {
    family: 'Noto Sans',
    pkg: 'noto-sans',
    prefix: 'NotoSans',
    ranges: [
      [0x0400, 0x052f],
      [0x1c80, 0x1c8f],
    ],
  },
  arabic: {
    family: 'Noto Sans Arabic',
    pkg: 'noto-sans-arabic',
    prefix: 'NotoSansArabic',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfefc],
    ],
  },
  hebrew: {
    family: 'Noto Sans Hebrew',
    pkg: 'noto-sans-hebrew',
    prefix: 'NotoSansHebrew',
    ranges: [
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ],
  },
  devanagari: {
    family: 'Noto Sans Devanagari',
    pkg: 'noto-sans-devanagari',
    prefix: 'NotoSansDevanagari',
    ranges: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ],
  },
  han: {
    family: 'Noto Sans SC',
    pkg: 'noto-sans-sc',
    prefix: 'NotoSansSC',
    ranges: [
      [0x2e80, 0x2fdf],
      [0x2ff0, 0x303f],
      [0x3040, 0x312f],
      [0x3190, 0x33ff],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xf900, 0xfaff],
      [0xfe30, 0xfe4f],
      [0xff00, 0xff9f],
      [0x20000, 0x2fa1f],
    ],
  },
  hangul: {
    family: 'Noto Sans KR',
    pkg: 'noto-sans-kr',
    prefix: 'NotoSansKR',
    ranges: [
      [0x1100, 0x11ff],
      [0x3130, 0x318f],
      [0xa960, 0xa97f],
      [0xac00, 0xd7ff],
      [0xffa0, 0xffdc],
    ],
  },
};

const hex = (code: number) => code.toString(16).toUpperCase();

/** Every script font file: regular and bold, each loaded only for text in its ranges. */
export const SCRIPT_FACES: readonly (FontFace & { script: Script })[] = SCRIPTS.flatMap(
  (script) => {
    const source = SCRIPT_SOURCES[script];
    const unicodeRange = source.ranges.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ');
    return ([400, 700] as const).map((weight) => ({
      ...face({ ...source, bold: true, italic: false }, weight, 'normal'),
      unicodeRange,
      script,
    }));
  },
);

/** The script whose Noto font draws a code point, or null for the card's own font. */
export function scriptOf(code: number): Script | null {
  if (code < 0x0370) return null;
  for (const script of SCRIPTS) {
    if (SCRIPT_SOURCES[script].ranges.some(([from, to]) => code >= from && code <= to)) {
      return script;
    }
  }
  return null;
}

/** Whether an editor font draws a script itself, so its text stays in the card's font. */
export function coversScript(font: CardFont, script: Script): boolean {
  return SOURCES[font].covers?.includes(script) ?? false;
}

/** The script of a code point that needs a Noto font in this editor font, or null. */
export function scriptIn(font: CardFont, code: number): Script | null {
  const script = scriptOf(code);
  return script && !coversScript(font, script) ? script : null;
}

/** The font-family value of a run of one script. */
export function scriptFamilyValue(script: Script): string {
  return `'${SCRIPT_SOURCES[script].family}', sans-serif`;
}

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
