import { circle, confetti, H, path, polygon, rect, seededRandom, svgDoc, W } from '../svg.js';

export function partyStreamers(): string {
  const rand = seededRandom('party-streamers');
  const colors = ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#a855f7', '#facc15'];
  const flags: string[] = [];
  const sag = (x: number) => 18 + 34 * Math.sin((x / W) * Math.PI);
  for (let k = 0; k < 11; k++) {
    const x0 = 10 + k * 44;
    const x1 = x0 + 40;
    const mid = (x0 + x1) / 2;
    flags.push(
      path(
        polygon([
          [x0, sag(x0)],
          [x1, sag(x1)],
          [mid, sag(mid) + 40],
        ]),
        {
          fill: colors[k % colors.length],
        },
      ),
    );
  }
  const streamer = (x: number, color: string, phase: number) => {
    let d = `M${x} 0`;
    const a = phase * 12;
    for (let y = 0; y < H; y += 60) d += `c${a} 8 ${a} 22 0 30c${-a} 8 ${-a} 22 0 30`;
    return path(d, { fill: 'none', stroke: color, 'stroke-width': 6, 'stroke-linecap': 'round' });
  };
  return svgDoc(
    [],
    streamer(16, '#f43f5e', 1),
    streamer(34, '#facc15', -1),
    streamer(W - 16, '#3b82f6', -1),
    streamer(W - 34, '#10b981', 1),
    path(`M0 18Q${W / 2} 86 ${W} 18`, { fill: 'none', stroke: '#475569', 'stroke-width': 2 }),
    ...flags,
    confetti(rand, 70, colors, { cx: W / 2, cy: H / 2 + 20, rx: 205, ry: 300 }),
  );
}

export function simpleLine(): string {
  const ink = { fill: 'none', stroke: '#1f2937', 'stroke-linecap': 'square' };
  return svgDoc(
    [],
    rect(24, 24, W - 48, H - 48, { ...ink, 'stroke-width': 2 }),
    path(
      `M36 56V36H56M${W - 56} 36H${W - 36}V56M${W - 36} ${H - 56}V${H - 36}H${W - 56}` +
        `M56 ${H - 36}H36V${H - 56}`,
      { ...ink, 'stroke-width': 1 },
    ),
  );
}

export function dots(): string {
  const palette = ['#f472b6', '#60a5fa', '#34d399', '#fbbf24', '#a78bfa'];
  const out: string[] = [];
  const ring = (inset: number, r: number, gap: number, offset: number) => {
    const spanX = W - inset * 2;
    const spanY = H - inset * 2;
    const nx = Math.round(spanX / gap);
    const ny = Math.round(spanY / gap);
    for (let k = 0; k < nx; k++) {
      const x = inset + (k * spanX) / nx;
      out.push(circle(x, inset, r, { fill: palette[(k + offset) % palette.length] }));
      out.push(circle(W - x, H - inset, r, { fill: palette[(k + offset + 2) % palette.length] }));
    }
    for (let k = 0; k < ny; k++) {
      const y = inset + (k * spanY) / ny;
      out.push(circle(W - inset, y, r, { fill: palette[(k + offset + 1) % palette.length] }));
      out.push(circle(inset, H - y, r, { fill: palette[(k + offset + 3) % palette.length] }));
    }
  };
  ring(20, 7, 24, 0);
  ring(42, 3.5, 18, 2);
  return svgDoc([], ...out);
}
