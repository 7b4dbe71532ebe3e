import { circle, g, H, idScope, linear, path, rect, starPath, svgDoc, W } from '../svg.js';
import { band, fourCorners } from './shared.js';

export function goldenBorders(): string {
  const { id, url } = idScope('golden-borders');
  const gold = linear(
    id('gold'),
    [
      [0, '#8a6516'],
      [0.25, '#f3d77a'],
      [0.5, '#b88a2c'],
      [0.75, '#fff0b3'],
      [1, '#9c7424'],
    ],
    [0, 0, 1, 1],
  );
  const corner = g(
    {},
    circle(34, 34, 24, { fill: url('gold'), stroke: '#7a5a12', 'stroke-width': 1.5 }),
    circle(34, 34, 15, { fill: 'none', stroke: '#fff6cf', 'stroke-width': 1.5 }),
    path(starPath(34, 34, 10, 4, 4), { fill: '#fff6cf' }),
    path('M62 30h40M30 62v40', {
      stroke: url('gold'),
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    circle(108, 30, 3.5, { fill: url('gold') }),
    circle(30, 108, 3.5, { fill: url('gold') }),
  );
  return svgDoc(
    [gold],
    path(band(10, 30), { fill: url('gold'), 'fill-rule': 'evenodd' }),
    path(band(12, 28), {
      fill: 'none',
      stroke: '#fff4c2',
      'stroke-opacity': 0.7,
      'stroke-width': 1,
      'fill-rule': 'evenodd',
    }),
    rect(40, 40, W - 80, H - 80, { fill: 'none', stroke: url('gold'), 'stroke-width': 2.5 }),
    rect(46, 46, W - 92, H - 92, { fill: 'none', stroke: url('gold'), 'stroke-width': 1 }),
    fourCorners(corner),
  );
}

export function ornateClassic(): string {
  const { id, url } = idScope('ornate-classic');
  const gold = linear(
    id('gold'),
    [
      [0, '#c9a227'],
      [0.5, '#f7e7a1'],
      [1, '#a67c1a'],
    ],
    [0, 0, 1, 1],
  );
  const scallops: string[] = [];
  for (let x = 44; x <= W - 44; x += 17.5) scallops.push(circle(x, 36, 6), circle(x, H - 36, 6));
  for (let y = 54; y <= H - 54; y += 17.4) scallops.push(circle(36, y, 6), circle(W - 36, y, 6));
  const curl =
    'M40 90C40 60 60 40 90 40M40 90c0 18 22 22 28 8s-10-20-16-10' +
    'M90 40c18 0 22 22 8 28s-20-10-10-16M62 62c14 6 24 20 22 40M62 62c6 14 20 24 40 22';
  const corner = g(
    {},
    path(curl, { fill: 'none', stroke: url('gold'), 'stroke-width': 3, 'stroke-linecap': 'round' }),
    circle(62, 62, 7, { fill: url('gold') }),
    circle(62, 62, 3, { fill: '#5b1626' }),
  );
  const crest = (y: number, flip: number) =>
    g(
      { transform: `translate(${W / 2} ${y}) scale(1 ${flip})` },
      path('M-46 0C-30 -4 -18 -16 0 -20C18 -16 30 -4 46 0C30 4 18 16 0 20C-18 16 -30 4 -46 0Z', {
        fill: '#5b1626',
        stroke: url('gold'),
        'stroke-width': 2,
      }),
      path(starPath(0, 0, 9, 4, 6), { fill: url('gold') }),
    );
  return svgDoc(
    [gold],
    path(band(0, 30), { fill: '#5b1626', 'fill-rule': 'evenodd' }),
    g({ fill: '#5b1626' }, ...scallops),
    rect(6, 6, W - 12, H - 12, { fill: 'none', stroke: url('gold'), 'stroke-width': 2 }),
    rect(24, 24, W - 48, H - 48, { fill: 'none', stroke: url('gold'), 'stroke-width': 1.5 }),
    rect(48, 48, W - 96, H - 96, {
      fill: 'none',
      stroke: url('gold'),
      'stroke-width': 1,
      'stroke-dasharray': '1 5',
      'stroke-linecap': 'round',
    }),
    fourCorners(corner),
    crest(30, 1),
    crest(H - 30, -1),
  );
}

export function modernRounded(): string {
  const { id, url } = idScope('modern-rounded');
  const sheen = linear(
    id('sheen'),
    [
      [0, '#14b8a6'],
      [0.5, '#6366f1'],
      [1, '#ec4899'],
    ],
    [0, 0, 1, 1],
  );
  return svgDoc(
    [sheen],
    path(band(8, 34, 44, 26), { fill: url('sheen'), 'fill-rule': 'evenodd' }),
    rect(42, 42, W - 84, H - 84, {
      rx: 20,
      fill: 'none',
      stroke: url('sheen'),
      'stroke-width': 2,
      'stroke-opacity': 0.6,
    }),
    rect(14, 14, W - 28, H - 28, {
      rx: 38,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
    }),
    g(
      { fill: '#ffffff' },
      circle(W / 2, 21, 4),
      circle(W / 2 - 14, 21, 2.5, { 'fill-opacity': 0.7 }),
      circle(W / 2 + 14, 21, 2.5, { 'fill-opacity': 0.7 }),
      circle(W / 2, H - 21, 4),
      circle(W / 2 - 14, H - 21, 2.5, { 'fill-opacity': 0.7 }),
      circle(W / 2 + 14, H - 21, 2.5, { 'fill-opacity': 0.7 }),
    ),
  );
}
