/**
 * Parameterised cover compositions for the catalog's larger rows. Each builder is one layout
 * (a landscape, a wreath, a bunting line...); a mood or collection picks different builders for
 * its designs and gives each its own palette, motifs and headline, so a row never repeats a layout.
 */
import { cloud, crescent, face, flower, glow, leafSpray, rose, starField } from './scenes.js';
import {
  circle,
  confetti,
  ellipse,
  fmt,
  fullBleed,
  g,
  H,
  heartPath,
  idScope,
  leafPath,
  linear,
  messageGlow,
  path,
  polar,
  polygon,
  radial,
  rect,
  ridge,
  scatter,
  seededRandom,
  sparklePath,
  svgDoc,
  text,
  W,
} from './svg.js';

export type Font = 'Dancing Script' | 'Playfair Display' | 'Poppins';

export interface Headline {
  text: string;
  font: Font;
  size: number;
  color: string;
  y: number;
}

const FONT_ATTRS: Record<Font, Record<string, string | number>> = {
  'Dancing Script': { 'font-family': 'Dancing Script', 'font-weight': 700 },
  'Playfair Display': { 'font-family': 'Playfair Display', 'font-style': 'italic' },
  Poppins: { 'font-family': 'Poppins', 'font-weight': 600, 'letter-spacing': 3 },
};

function headline(h: Headline | undefined): string {
  if (!h) return '';
  const escaped = h.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text(W / 2, h.y, escaped, { ...FONT_ATTRS[h.font], 'font-size': h.size, fill: h.color });
}

type Pair = readonly [string, string];

function backdrop(
  id: string,
  colors: Pair,
  direction: readonly [number, number, number, number] = [0, 0, 0, 1],
) {
  return linear(
    id,
    [
      [0, colors[0]],
      [1, colors[1]],
    ],
    direction,
  );
}

/** Rays fanning from one point behind scattered confetti; a party or a victory. */
export function raysScene(
  key: string,
  o: {
    bg: Pair;
    ray: string;
    rayOpacity: number;
    origin: readonly [number, number];
    rays: number;
    confetti: readonly string[];
    glowColor: string;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const [ox, oy] = o.origin;
  const wedges: string[] = [];
  for (let i = 0; i < o.rays; i++) {
    const a = (i * 360) / o.rays;
    wedges.push(
      path(polygon([[ox, oy], polar(ox, oy, 1200, a), polar(ox, oy, 1200, a + 180 / o.rays)]), {
        fill: o.ray,
        'fill-opacity': o.rayOpacity,
      }),
    );
  }
  const calm = messageGlow(id('calm'), o.glowColor, 0.85);
  return svgDoc(
    [backdrop(id('bg'), o.bg), calm.def],
    fullBleed(url('bg')),
    ...wedges,
    calm.shape,
    confetti(rand, 70, o.confetti),
    headline(o.headline),
  );
}

/** Layered hills or peaks under a sun or moon: calm distance for hope, dusk or memory. */
export function hillsScene(
  key: string,
  o: {
    sky: Pair;
    layers: readonly string[];
    jag: number;
    orb: { x: number; y: number; r: number; color: string; moon?: boolean };
    stars?: readonly string[];
    birds?: string;
    clouds?: string;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const top = 470;
  const hills = o.layers.map((fill, i) =>
    path(ridge(rand, top + i * 60, 30 - i * 4, 4 + i * 2, o.jag), { fill }),
  );
  const birds = o.birds
    ? scatter(rand, 6, { cx: 250, cy: 350, rx: 170, ry: 150 }, [60, 120, 440, 300])
        .map(([x, y]) => {
          const s = rand.range(6, 12);
          return path(
            `M${fmt(x - s)} ${fmt(y)}q${fmt(s / 2)} ${fmt(-s / 2)} ${fmt(s)} 0q${fmt(s / 2)} ${fmt(-s / 2)} ${fmt(s)} 0`,
            { fill: 'none', stroke: o.birds, 'stroke-width': 2, 'stroke-linecap': 'round' },
          );
        })
        .join('')
    : '';
  return svgDoc(
    [backdrop(id('sky'), o.sky), glow(id('orb'), o.orb.color, 0.6)],
    fullBleed(url('sky')),
    o.stars ? starField(rand, 90, o.stars, undefined, [0, 0, W, top]) : '',
    circle(o.orb.x, o.orb.y, o.orb.r * 3, { fill: url('orb') }),
    o.orb.moon
      ? crescent(o.orb.x, o.orb.y, o.orb.r, o.orb.color)
      : circle(o.orb.x, o.orb.y, o.orb.r, { fill: o.orb.color }),
    o.clouds ? cloud(110, 210, 0.9, o.clouds, 0.8) + cloud(390, 150, 0.7, o.clouds, 0.65) : '',
    birds,
    ...hills,
    headline(o.headline),
  );
}

/** A ring of leaves and blooms framing the message; a keepsake or a tribute. */
export function wreathScene(
  key: string,
  o: {
    bg: Pair;
    leaves: readonly string[];
    blooms: readonly Pair[];
    roses?: boolean;
    cx?: number;
    cy?: number;
    r: number;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const cx = o.cx ?? 250;
  const cy = o.cy ?? 330;
  const parts: string[] = [];
  for (let a = 0; a < 360; a += 10) {
    const [x, y] = polar(cx, cy, o.r + rand.range(-5, 5), a);
    parts.push(
      path(leafPath(x, y, rand.range(30, 42), a + 90 + rand.range(-30, 10), 0.45), {
        fill: rand.pick(o.leaves),
      }),
      path(leafPath(x, y, rand.range(24, 32), a - 75 + rand.range(-10, 25), 0.45), {
        fill: rand.pick(o.leaves),
        'fill-opacity': 0.85,
      }),
    );
  }
  for (let a = 15; a < 360; a += 30) {
    const [x, y] = polar(cx, cy, o.r + rand.range(-6, 6), a + rand.range(-8, 8));
    const [petal, heart] = rand.pick(o.blooms);
    parts.push(
      o.roses
        ? rose(x, y, rand.range(16, 22), petal, heart)
        : flower(x, y, rand.range(24, 32), petal, heart, rand.int(5, 8), rand.range(0, 60)),
    );
  }
  return svgDoc(
    [
      radial(
        id('bg'),
        [
          [0, o.bg[0]],
          [1, o.bg[1]],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ],
    fullBleed(url('bg')),
    circle(cx, cy, o.r - 34, {
      fill: 'none',
      stroke: o.leaves[0],
      'stroke-opacity': 0.25,
      'stroke-width': 1,
    }),
    ...parts,
    headline(o.headline),
  );
}

/** Bunting swagged across the top and balloons rising from the bottom corners. */
export function garlandScene(
  key: string,
  o: {
    bg: Pair;
    flags: readonly string[];
    cord: string;
    balloons: readonly string[];
    confetti: readonly string[];
    /** Cartoon faces on the balloons, for the funny row. */
    faces?: boolean;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const swag = (y0: number, sag: number, count: number, offset: number) => {
    const flags: string[] = [
      path(`M-10 ${fmt(y0)}Q250 ${fmt(y0 + sag * 2)} 510 ${fmt(y0)}`, {
        fill: 'none',
        stroke: o.cord,
        'stroke-width': 2,
      }),
    ];
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const x = -10 + t * 520;
      const y = y0 + 2 * sag * 2 * t * (1 - t);
      flags.push(
        path(
          polygon([
            [x - 17, y],
            [x + 17, y],
            [x, y + 40],
          ]),
          { fill: o.flags[(i + offset) % o.flags.length] },
        ),
      );
    }
    return flags.join('');
  };
  const balloon = (x: number, y: number, r: number, fill: string) =>
    g(
      {},
      path(`M${fmt(x)} ${fmt(y + r * 1.2)}q-12 40 6 80t-4 90`, {
        fill: 'none',
        stroke: o.cord,
        'stroke-width': 1.5,
      }),
      ellipse(x, y, r, r * 1.2, { fill }),
      path(
        polygon([
          [x - 6, y + r * 1.2 + 7],
          [x + 6, y + r * 1.2 + 7],
          [x, y + r * 1.2 - 2],
        ]),
        { fill },
      ),
      ellipse(x - r * 0.35, y - r * 0.45, r * 0.18, r * 0.3, {
        fill: '#ffffff',
        'fill-opacity': 0.55,
        transform: `rotate(25 ${fmt(x - r * 0.35)} ${fmt(y - r * 0.45)})`,
      }),
      o.faces
        ? face(x, y + r * 0.1, r / 45, rand.pick(['happy', 'surprised', 'smug'] as const))
        : '',
    );
  const spots: [number, number, number][] = [
    [70, 560, 38],
    [130, 610, 30],
    [40, 640, 26],
    [430, 570, 36],
    [375, 625, 28],
    [465, 648, 24],
  ];
  return svgDoc(
    [backdrop(id('bg'), o.bg)],
    fullBleed(url('bg')),
    confetti(rand, 45, o.confetti),
    swag(-6, 40, 9, 0),
    swag(40, 24, 7, 2),
    ...spots.map(([x, y, r], i) => balloon(x, y, r, o.balloons[i % o.balloons.length] as string)),
    headline(o.headline),
  );
}

/** Botanical sprays reaching in from two corners around an open middle. */
export function cornersScene(
  key: string,
  o: {
    bg: Pair;
    leaves: readonly string[];
    blooms: readonly Pair[];
    wash: string;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const corner = (x: number, y: number, base: number) => {
    const parts: string[] = [];
    for (let i = 0; i < 6; i++) {
      parts.push(
        leafSpray(
          x,
          y,
          base + i * 16 + rand.range(-5, 5),
          rand.range(120, 190),
          rand.pick(o.leaves),
          rand.int(4, 6),
        ),
      );
    }
    for (let i = 0; i < 4; i++) {
      const [fx, fy] = polar(x, y, rand.range(50, 130), base + rand.range(10, 80));
      const [petal, heart] = rand.pick(o.blooms);
      parts.push(
        flower(fx, fy, rand.range(20, 32), petal, heart, rand.int(5, 7), rand.range(0, 60)),
      );
    }
    return g({}, ...parts);
  };
  return svgDoc(
    [
      backdrop(id('bg'), o.bg, [0, 0, 1, 1]),
      radial(id('wash'), [
        [0, o.wash, 0.55],
        [1, o.wash, 0],
      ]),
    ],
    fullBleed(url('bg')),
    ellipse(250, 350, 260, 300, { fill: url('wash') }),
    corner(0, 0, 5),
    corner(W, H, 185),
    headline(o.headline),
  );
}

/** Quiet geometry: stacked arches, orbiting rings or a dotted grid in a few flat colours. */
export function geometricScene(
  key: string,
  o: {
    bg: string;
    inks: readonly string[];
    layout: 'arches' | 'rings' | 'grid' | 'blocks';
    headline?: Headline;
  },
): string {
  const rand = seededRandom(key);
  const parts: string[] = [];
  if (o.layout === 'arches') {
    o.inks.forEach((ink, i) => {
      const r = 150 - i * 32;
      parts.push(
        path(
          `M${fmt(250 - r)} 700V${fmt(560 - i * 4)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(250 + r)} ${fmt(560 - i * 4)}V700Z`,
          { fill: ink },
        ),
      );
    });
    parts.push(circle(370, 230, 34, { fill: o.inks[0] }));
  } else if (o.layout === 'rings') {
    o.inks.forEach((ink, i) => {
      parts.push(
        circle(250, 350, 120 + i * 46, {
          fill: 'none',
          stroke: ink,
          'stroke-width': 1.5,
          'stroke-dasharray': i % 2 ? '2 8' : undefined,
        }),
      );
      const [x, y] = polar(250, 350, 120 + i * 46, rand.range(0, 360));
      parts.push(circle(x, y, 7 + i * 2, { fill: ink }));
    });
  } else if (o.layout === 'grid') {
    for (let y = 40; y < H; y += 36) {
      for (let x = 34; x < W; x += 36) {
        if (((x - 250) / 190) ** 2 + ((y - 350) / 180) ** 2 < 1) continue;
        parts.push(
          circle(x, y, rand.range(2, 5.5), {
            fill: rand.pick(o.inks),
            'fill-opacity': rand.range(0.5, 1),
          }),
        );
      }
    }
  } else {
    const inks = o.inks;
    parts.push(
      rect(0, 0, 500, 150, { fill: inks[0] }),
      rect(0, 560, 180, 140, { fill: inks[1 % inks.length] }),
      rect(180, 600, 320, 100, { fill: inks[2 % inks.length] }),
      circle(410, 150, 60, { fill: inks[3 % inks.length] }),
      path('M0 150L120 150L0 260Z', { fill: inks[2 % inks.length] }),
    );
  }
  return svgDoc([], fullBleed(o.bg), ...parts, headline(o.headline));
}

/** A few tilted instant photos of little landscapes, held by tape; an album page. */
export function polaroidScene(
  key: string,
  o: {
    bg: Pair;
    tape: string;
    skies: readonly Pair[];
    ground: readonly string[];
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const spots: [number, number, number][] = [
    [120, 130, -9],
    [380, 150, 7],
    [110, 560, 6],
    [385, 570, -8],
  ];
  const photos = spots.map(([x, y, turn], i) => {
    const sky = o.skies[i % o.skies.length] as Pair;
    const gid = id(`sky${i}`);
    return {
      def: backdrop(gid, sky),
      shape: g(
        { transform: `rotate(${turn} ${x} ${y})` },
        rect(x - 78, y - 88, 156, 186, {
          fill: '#000000',
          'fill-opacity': 0.12,
          rx: 3,
          transform: 'translate(4 5)',
        }),
        rect(x - 78, y - 88, 156, 186, { fill: '#fffdf7', rx: 3 }),
        rect(x - 66, y - 76, 132, 132, { fill: `url(#${gid})` }),
        circle(x + rand.range(-30, 30), y - 40, 13, { fill: '#fff7d6', 'fill-opacity': 0.9 }),
        path(
          `M${x - 66} ${y + 56}V${fmt(y + 20 + rand.range(-8, 8))}Q${fmt(x - 20)} ${fmt(y - 5)} ${x} ${fmt(y + 18)}T${x + 66} ${fmt(y + 10)}V${y + 56}Z`,
          { fill: o.ground[i % o.ground.length] },
        ),
        rect(x - 26, y - 100, 52, 20, {
          fill: o.tape,
          'fill-opacity': 0.75,
          transform: `rotate(${-turn / 2} ${x} ${y - 90})`,
        }),
      ),
    };
  });
  return svgDoc(
    [backdrop(id('bg'), o.bg), ...photos.map((p) => p.def)],
    fullBleed(url('bg')),
    ...photos.map((p) => p.shape),
    headline(o.headline),
  );
}

/** Glowing paper lanterns or lights drifting up a dusk sky, mirrored in still water if asked. */
export function lanternScene(
  key: string,
  o: {
    sky: Pair;
    lantern: string;
    glowColor: string;
    count: number;
    water?: string;
    hearts?: boolean;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const horizon = o.water ? 540 : H;
  const clearOfHeadline = ([, y]: [number, number]) =>
    !o.headline || Math.abs(y - (o.headline.y - o.headline.size / 3)) > o.headline.size;
  const lanterns = scatter(rand, o.count, undefined, [20, 20, 480, horizon - 40])
    .filter(clearOfHeadline)
    .map(([x, y]) => {
      const s = rand.range(0.45, 1.1) * (0.5 + y / horizon);
      const body = o.hearts
        ? path(heartPath(x, y, 34 * s), { fill: o.lantern })
        : path(
            `M${fmt(x - 12 * s)} ${fmt(y - 16 * s)}h${fmt(24 * s)}l${fmt(5 * s)} ${fmt(30 * s)}h${fmt(-34 * s)}Z`,
            { fill: o.lantern },
          );
      return g(
        {},
        circle(x, y, 42 * s, { fill: url('halo') }),
        body,
        ellipse(x, y + 10 * s, 6 * s, 3 * s, { fill: '#fff7cc', 'fill-opacity': 0.9 }),
      );
    });
  return svgDoc(
    [
      backdrop(id('sky'), o.sky),
      glow(id('halo'), o.glowColor, 0.55),
      backdrop(id('water'), [o.water ?? o.sky[1], o.sky[0]]),
    ],
    fullBleed(url('sky')),
    starField(rand, 40, ['#ffffff'], undefined, [0, 0, W, horizon / 2]),
    o.water ? rect(0, horizon, W, H - horizon, { fill: url('water') }) : '',
    o.water
      ? [0, 1, 2, 3, 4]
          .map((i) =>
            path(`M${fmt(60 + i * 70)} ${fmt(horizon + 30 + i * 24)}h${fmt(rand.range(40, 110))}`, {
              stroke: o.glowColor,
              'stroke-opacity': 0.5,
              'stroke-width': 2,
              'stroke-linecap': 'round',
            }),
          )
          .join('')
      : '',
    ...lanterns,
    headline(o.headline),
  );
}

/** An eighties sunset: a striped sun over a perspective grid, with peaks or palms if asked. */
export function retroGridScene(
  key: string,
  o: {
    sky: readonly [string, string, string];
    sun: Pair;
    grid: string;
    ground: string;
    peaks?: string;
    palms?: string;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const horizon = 470;
  const sun: string[] = [circle(250, 380, 130, { fill: url('sun') })];
  for (let i = 0; i < 6; i++)
    sun.push(rect(100, 395 + i * 14, 300, 4 + i * 1.5, { fill: o.sky[2] }));
  const grid: string[] = [];
  for (let i = -12; i <= 12; i++)
    grid.push(
      path(`M${fmt(250 + i * 14)} ${horizon}L${fmt(250 + i * 90)} ${H}`, {
        stroke: o.grid,
        'stroke-width': 1.5,
      }),
    );
  for (let k = 1; k <= 9; k++) {
    const y = horizon + (H - horizon) * (k / 9) ** 1.8;
    grid.push(path(`M0 ${fmt(y)}H${W}`, { stroke: o.grid, 'stroke-width': 1.5 }));
  }
  const palm = (x: number, flip: number) =>
    g(
      {},
      path(`M${x} ${H}Q${x + 10 * flip} 560 ${x + 40 * flip} 430`, {
        fill: 'none',
        stroke: o.palms ?? '#000000',
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      ...[-150, -110, -70, -30, 10, 50].map((a) =>
        path(leafPath(x + 40 * flip, 430, 90, a, 0.22), { fill: o.palms ?? '#000000' }),
      ),
    );
  return svgDoc(
    [
      linear(id('sky'), [
        [0, o.sky[0]],
        [0.6, o.sky[1]],
        [1, o.sky[2]],
      ]),
      linear(id('sun'), [
        [0, o.sun[0]],
        [1, o.sun[1]],
      ]),
    ],
    fullBleed(url('sky')),
    starField(rand, 50, ['#ffffff', o.grid], undefined, [0, 0, W, 260]),
    ...sun,
    o.peaks ? path(ridge(rand, horizon - 40, 50, 6, 1), { fill: o.peaks }) : '',
    rect(0, horizon, W, H - horizon, { fill: o.ground }),
    ...grid,
    o.palms ? palm(40, 1) + palm(460, -1) : '',
    headline(o.headline),
  );
}

/** Bright anime sky: towering clouds, sun rays and drifting petals or sparkles. */
export function animeSkyScene(
  key: string,
  o: {
    sky: Pair;
    clouds: string;
    shade: string;
    petals: readonly string[];
    rays?: string;
    ground?: string;
    /** Sleepy faces on the two big clouds, for the funny row. */
    faces?: boolean;
    headline?: Headline;
  },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const petals = scatter(rand, 38).map(([x, y]) =>
    rand.next() < 0.25
      ? path(sparklePath(x, y, rand.range(5, 9)), { fill: '#ffffff' })
      : ellipse(x, y, rand.range(5, 8), rand.range(2.5, 4), {
          fill: rand.pick(o.petals),
          transform: `rotate(${fmt(rand.range(0, 180))} ${fmt(x)} ${fmt(y)})`,
        }),
  );
  const rays = o.rays
    ? [0, 1, 2, 3]
        .map((i) =>
          path(
            polygon([
              [430, -20],
              [60 + i * 70, 700],
              [110 + i * 70, 700],
            ]),
            { fill: o.rays, 'fill-opacity': 0.12 },
          ),
        )
        .join('')
    : '';
  const bank = (y: number, s: number) =>
    cloud(90, y + 20, s, o.shade) +
    cloud(90, y, s, o.clouds) +
    cloud(400, y + 40, s * 1.2, o.shade) +
    cloud(400, y + 20, s * 1.2, o.clouds);
  return svgDoc(
    [backdrop(id('sky'), o.sky)],
    fullBleed(url('sky')),
    rays,
    bank(600, 1.6),
    bank(130, 0.8),
    o.faces ? face(96, 570, 0.9, 'smug') + face(408, 600, 1.05, 'happy') : '',
    o.ground ? path(ridge(rand, 640, 12, 5), { fill: o.ground }) : '',
    ...petals,
    headline(o.headline),
  );
}

/** Bold bands sweeping across the card: seventies stripes or a calm tide. */
export function bandsScene(
  key: string,
  o: {
    bg: string;
    bands: readonly string[];
    width: number;
    curve: 'rainbow' | 'tide';
    headline?: Headline;
  },
): string {
  const parts = o.bands.map((ink, i) => {
    if (o.curve === 'rainbow') {
      const r = 240 - o.width / 2 - i * o.width;
      return path(`M${fmt(250 - r)} 700A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(250 + r)} 700`, {
        fill: 'none',
        stroke: ink,
        'stroke-width': o.width,
      });
    }
    const y = 560 + i * o.width * 0.9;
    return path(
      `M-20 ${fmt(y)}C120 ${fmt(y - 40)} 220 ${fmt(y + 40)} 340 ${fmt(y)}S470 ${fmt(y - 30)} 520 ${fmt(y)}V720H-20Z`,
      { fill: ink },
    );
  });
  const top =
    o.curve === 'tide'
      ? o.bands
          .slice(0, 3)
          .map((ink, i) =>
            path(
              `M-20 ${fmt(60 + i * 22)}C120 ${fmt(100 + i * 22)} 260 ${fmt(20 + i * 22)} 520 ${fmt(70 + i * 22)}`,
              { fill: 'none', stroke: ink, 'stroke-width': 3, 'stroke-opacity': 0.6 },
            ),
          )
          .join('')
      : '';
  return svgDoc([], fullBleed(o.bg), top, ...parts, headline(o.headline));
}

/** Fireworks bursting over a dark sky, with a skyline or a hill line beneath. */
export function fireworksScene(
  key: string,
  o: { sky: Pair; bursts: readonly string[]; skyline: string; headline?: Headline },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const centres: [number, number, number][] = [
    [110, 140, 70],
    [380, 120, 90],
    [250, 60, 45],
    [420, 300, 50],
    [70, 330, 45],
  ];
  const bursts = centres.map(([cx, cy, r], i) => {
    const ink = o.bursts[i % o.bursts.length] as string;
    const spokes: string[] = [];
    for (let a = 0; a < 360; a += 15) {
      const [x0, y0] = polar(cx, cy, r * 0.3, a);
      const [x1, y1] = polar(cx, cy, r * rand.range(0.85, 1.05), a);
      spokes.push(
        path(`M${fmt(x0)} ${fmt(y0)}L${fmt(x1)} ${fmt(y1)}`, {
          stroke: ink,
          'stroke-width': 2.5,
          'stroke-linecap': 'round',
        }),
        circle(x1, y1, 2.6, { fill: ink }),
      );
    }
    return g({}, circle(cx, cy, r * 1.2, { fill: url('burst') }), ...spokes);
  });
  const skyline: string[] = [];
  for (let x = -10; x < W;) {
    const w = rand.range(28, 60);
    const h = rand.range(40, 130);
    skyline.push(rect(x, H - h, w, h, { fill: o.skyline }));
    x += w - 2;
  }
  return svgDoc(
    [backdrop(id('sky'), o.sky), glow(id('burst'), '#ffffff', 0.18)],
    fullBleed(url('sky')),
    starField(rand, 60, ['#ffffff']),
    ...bursts,
    ...skyline,
    headline(o.headline),
  );
}

/** Snow falling on pine trees and a sleeping village; winter holidays. */
export function snowScene(
  key: string,
  o: { sky: Pair; snow: string; pines: readonly string[]; windows: string; headline?: Headline },
): string {
  const { id, url } = idScope(key);
  const rand = seededRandom(key);
  const pine = (x: number, base: number, h: number, fill: string) =>
    g(
      {},
      ...[0, 1, 2].map((k) =>
        path(
          polygon([
            [x, base - h + k * h * 0.25],
            [x - h * (0.22 + k * 0.08), base - h * 0.45 + k * h * 0.22],
            [x + h * (0.22 + k * 0.08), base - h * 0.45 + k * h * 0.22],
          ]),
          { fill },
        ),
      ),
      rect(x - 4, base - h * 0.05, 8, h * 0.08, { fill: '#5b3a29' }),
    );
  const house = (x: number, w: number) =>
    g(
      {},
      rect(x, 600, w, 60, { fill: o.pines[0] }),
      path(
        polygon([
          [x - 8, 602],
          [x + w / 2, 565],
          [x + w + 8, 602],
        ]),
        { fill: o.snow },
      ),
      rect(x + w / 2 - 8, 620, 16, 14, { fill: o.windows }),
    );
  return svgDoc(
    [backdrop(id('sky'), o.sky)],
    fullBleed(url('sky')),
    ...scatter(rand, 120).map(([x, y]) =>
      circle(x, y, rand.range(1.2, 4), { fill: o.snow, 'fill-opacity': rand.range(0.5, 1) }),
    ),
    pine(60, 640, 170, o.pines[1] as string),
    pine(440, 650, 200, o.pines[1] as string),
    pine(120, 660, 110, o.pines[2] as string),
    house(180, 70),
    house(280, 56),
    path(ridge(rand, 655, 8, 4), { fill: o.snow }),
    headline(o.headline),
  );
}
