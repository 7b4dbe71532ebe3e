import type { Random } from '@cardsmith/service-kit';
import { mix } from './color.js';
import { jitter, pathData, type Pt } from './geometry.js';
import type { StyleTreatment } from './styles.js';

export const SIZE = 1024;

/** backdrop: sky and water, never outlined; land: hills and mountains; object: the subjects. */
export type Role = 'backdrop' | 'land' | 'object' | 'detail';

export interface ShapeOptions {
  role: Role;
  opacity?: number;
  closed?: boolean;
  /** An id from `gradient()` instead of a flat colour. */
  gradient?: string;
  /** Straight edges even in smooth styles (boxes, candles, walls). */
  sharp?: boolean;
  /** Line width of an open shape. */
  strokeWidth?: number;
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const OUTLINED: Record<Role, number> = { backdrop: 0, land: 0.7, object: 1, detail: 0.55 };

/** Collects SVG for one picture and draws every shape through the style's treatment. */
export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly style: StyleTreatment,
    readonly random: Random,
  ) {}

  tint(color: string): string {
    return this.style.tint(color);
  }

  linear(stops: Stop[], x2 = 0, y2 = 1, tinted = true): string {
    const id = `g${this.ids++}`;
    const items = this.style.bandedSky && x2 === 0 ? this.band(stops) : stops;
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${this.stops(items, tinted)}</linearGradient>`,
    );
    return id;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, tinted = true): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops, tinted)}</radialGradient>`,
    );
    return id;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  raw(svg: string): void {
    this.body.push(svg);
  }

  shape(points: readonly Pt[], color: string, options: ShapeOptions): void {
    const { role, opacity = 1, closed = true } = options;
    const style = this.style;
    const fill = options.gradient ? `url(#${options.gradient})` : this.tint(color);
    const smooth = style.smooth && role !== 'backdrop' && !options.sharp;
    const solid = role === 'backdrop' || role === 'land';
    const passes = role === 'backdrop' ? 1 : style.passes;
    if (style.shadowOffset && role === 'object') {
      const d = pathData(
        points.map(([x, y]) => [x + style.shadowOffset!, y + style.shadowOffset!]),
        closed,
        false,
      );
      this.body.push(`<path d="${d}" fill="#1b1b2f" opacity="${0.3 * opacity}"/>`);
    }
    for (let pass = 0; pass < passes; pass++) {
      const amount = role === 'backdrop' ? 0 : style.jitter;
      const outline = amount ? jitter(points, this.random, amount) : points;
      const alpha = passes > 1 && !solid ? style.passOpacity * opacity : opacity;
      const d = pathData(outline, closed, smooth);
      // Open paths are drawn by their stroke already; a glow stroke there would repeat it.
      const glow =
        style.glow && closed && (role === 'object' || role === 'land')
          ? ` stroke="${mix(this.tint(color), '#ffffff', 0.55)}" stroke-width="5" stroke-opacity="0.7"`
          : '';
      this.body.push(
        `<path d="${d}" fill="${closed ? fill : 'none'}"${closed ? '' : ` stroke="${fill}" stroke-width="${options.strokeWidth ?? 3}" stroke-linecap="round"`}${alpha < 1 ? ` opacity="${alpha.toFixed(2)}"` : ''}${glow}/>`,
      );
      if (style.hatch && closed && role !== 'backdrop' && pass === 0) {
        const lines = hatchLines(points, role === 'land' ? 16 : 11);
        if (lines) {
          this.body.push(
            `<path d="${lines}" fill="none" stroke="#3a3a3a" stroke-width="1" stroke-opacity="${(0.45 * opacity).toFixed(2)}"/>`,
          );
        }
      }
    }
    const outline = style.outline;
    const weight = OUTLINED[role];
    if (outline && weight > 0 && closed) {
      for (let pass = 0; pass < outline.passes; pass++) {
        const d = pathData(jitter(points, this.random, outline.jitter), closed, smooth);
        this.body.push(
          `<path d="${d}" fill="none" stroke="${outline.color}" stroke-width="${(outline.width * weight).toFixed(1)}" stroke-opacity="${(outline.opacity * opacity).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"/>`,
        );
      }
    }
  }

  /** Small round things (stars, snow, sparkles): cheap circles, outlined only when sketched. */
  dots(dots: { x: number; y: number; r: number; opacity?: number }[], color: string): void {
    const fill = this.tint(color);
    const stroke = this.style.hatch ? ` stroke="#2b2b2b" stroke-width="1"` : '';
    const circles = dots
      .map(
        (d) =>
          `<circle cx="${d.x.toFixed(1)}" cy="${d.y.toFixed(1)}" r="${d.r.toFixed(1)}"${d.opacity === undefined ? '' : ` opacity="${d.opacity.toFixed(2)}"`}/>`,
      )
      .join('');
    this.body.push(`<g fill="${fill}"${stroke}>${circles}</g>`);
  }

  toSvg(overlays: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${this.defs.join('')}</defs>${this.body.join('')}${overlays}</svg>`;
  }

  private stops(stops: Stop[], tinted: boolean): string {
    return stops
      .map(
        (s) =>
          `<stop offset="${s.offset}" stop-color="${tinted ? this.tint(s.color) : s.color}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`,
      )
      .join('');
  }

  /** Hard colour bands from a smooth gradient's stops. */
  private band(stops: Stop[]): Stop[] {
    const out: Stop[] = [];
    stops.forEach((stop, i) => {
      const end = stops[i + 1]?.offset ?? 1;
      out.push({ ...stop }, { ...stop, offset: end });
    });
    return out;
  }
}

function inside(points: readonly Pt[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * Pencil hatching inside a shape as one path of short diagonal strokes: far cheaper for the
 * rasteriser than a pattern fill, and it follows the outline like a hand would.
 */
function hatchLines(points: readonly Pt[], spacing: number): string {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const step = 6;
  let d = '';
  for (let c = minX - (maxY - minY); c < maxX; c += spacing) {
    let start: Pt | null = null;
    for (let t = 0; t <= maxY - minY + step; t += step) {
      const x = c + t;
      const y = maxY - t;
      const ok = x >= minX && x <= maxX && y >= minY && inside(points, x, y);
      if (ok && !start) start = [x, y];
      if ((!ok || t + step > maxY - minY + step) && start) {
        d += `M${start[0].toFixed(0)} ${start[1].toFixed(0)}L${x.toFixed(0)} ${y.toFixed(0)}`;
        start = null;
      }
    }
  }
  return d;
}
