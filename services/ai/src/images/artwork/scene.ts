/** Reads a prompt into the things a picture shows and the light it is painted in. */

export type TimeOfDay = 'day' | 'sunrise' | 'sunset' | 'night';

export interface ScenePlan {
  time: TimeOfDay;
  winter: boolean;
  mountains: boolean;
  lake: boolean;
  ocean: boolean;
  beach: boolean;
  trees: 'pine' | 'round' | null;
  houses: boolean;
  flowers: boolean;
  petals: boolean;
  hearts: boolean;
  balloons: boolean;
  cake: boolean;
  stars: boolean;
  snow: boolean;
  rings: boolean;
  confetti: boolean;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function planScene(prompt: string): ScenePlan {
  const text = prompt.toLowerCase();
  const snow = has(text, /\bsnow|winter|frost|blizzard|christmas|icy\b/);
  const stars = has(text, /\bstar|starry|galaxy|constellation|zodiac/);
  const time: TimeOfDay = has(text, /sunset|dusk|evening|golden hour|twilight/)
    ? 'sunset'
    : has(text, /sunrise|dawn|morning/)
      ? 'sunrise'
      : has(text, /night|moon|midnight/) || (stars && !has(text, /\bday|sunny|noon/))
        ? 'night'
        : 'day';
  const ocean = has(text, /ocean|\bsea\b|seaside|beach|wave|coast|shore|surf/);
  const lake = !ocean && has(text, /lake|pond|river|reflection|water/);
  const forest = has(text, /forest|pine|woods|fir\b|evergreen/);
  const trees =
    forest || (snow && has(text, /tree|village|cabin/))
      ? 'pine'
      : has(text, /tree|park|garden|orchard|spring/)
        ? 'round'
        : null;
  const houses = has(text, /village|town|house|cottage|cabin|home/);
  const cake = has(text, /cake|candle|cupcake/);
  const rings = has(text, /\brings?\b|wedding|engage|marri/);
  const balloons = has(text, /balloon/);
  const hearts = has(text, /heart|love|valentine|romance|romantic/);
  const confetti = has(text, /confetti|party|celebrat|firework|congrat/);
  const flowers = has(
    text,
    /flower|floral|bouquet|blossom|bloom|tulip|daisy|daisies|garden|meadow|spring|sunflower/,
  );
  const petals = has(text, /petal|rose/);
  const mountains =
    has(text, /mountain|peak|alps|hill|valley|summit|range/) ||
    (lake && !cake && !rings) ||
    (trees === 'pine' && !cake);
  const beach = ocean && has(text, /beach|sand|shore|coast/);
  return {
    time,
    winter: snow,
    mountains,
    lake,
    ocean,
    beach,
    trees,
    houses,
    flowers,
    petals,
    hearts,
    balloons,
    cake,
    stars: stars || time === 'night',
    snow,
    rings,
    confetti,
  };
}

export interface Palette {
  sky: string[];
  sun: string;
  far: string;
  near: string;
  ground: string;
  groundDark: string;
  water: string;
  light: string;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  day: {
    sky: ['#3d8fd6', '#7dbbe8', '#c6e4f5', '#eef7fb'],
    sun: '#fff6c8',
    far: '#8aa3c4',
    near: '#56738f',
    ground: '#6fa552',
    groundDark: '#3f7a3a',
    water: '#2f78b5',
    light: '#ffffff',
  },
  sunrise: {
    sky: ['#5c7fc4', '#b49ac7', '#f6a79c', '#ffd5a3', '#fff0c7'],
    sun: '#fff1c1',
    far: '#9b86b0',
    near: '#66587f',
    ground: '#7c9a5a',
    groundDark: '#4b6540',
    water: '#7d8fc0',
    light: '#fff3d6',
  },
  sunset: {
    sky: ['#241a4f', '#6b2f72', '#cf4f63', '#f58a52', '#ffc971'],
    sun: '#ffe7a8',
    far: '#7a4a7d',
    near: '#3f2a55',
    ground: '#3d2f4a',
    groundDark: '#241a33',
    water: '#5b3a6e',
    light: '#ffd9a0',
  },
  night: {
    sky: ['#070b1f', '#121a45', '#243170', '#3b4a8a'],
    sun: '#f6f1d0',
    far: '#2e3b6b',
    near: '#1c2549',
    ground: '#1b2440',
    groundDark: '#10172c',
    water: '#16244d',
    light: '#dfe6ff',
  },
};

export function paletteFor(plan: ScenePlan): Palette {
  const base = PALETTES[plan.time];
  if (!plan.winter) return base;
  return {
    ...base,
    ground: plan.time === 'night' ? '#9aa8c8' : '#eef3f9',
    groundDark: plan.time === 'night' ? '#6f7ea3' : '#c5d3e6',
    sky: plan.time === 'day' ? ['#8fb2d6', '#c4d7ea', '#e6eef6', '#f6f9fc'] : base.sky,
  };
}
