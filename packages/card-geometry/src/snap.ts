import type { Rect } from './rect.js';

export type Axis = 'x' | 'y';

/**
 * What the editor draws while snapping. On axis `x` a `line` is the vertical line x = `at`
 * from y = `from` to y = `to`, and a `gap` is a horizontal span from x = `from` to x = `to`
 * at y = `at` (one of the equal spaces); axis `y` is the same turned a quarter.
 */
export interface Guide {
  axis: Axis;
  kind: 'line' | 'gap';
  at: number;
  from: number;
  to: number;
}

export interface SnapResult {
  /** Add to the move asked for to land snapped. */
  dx: number;
  dy: number;
  guides: Guide[];
}

interface Span {
  start: number;
  end: number;
}

const along = (rect: Rect, axis: Axis): Span =>
  axis === 'x'
    ? { start: rect.x, end: rect.x + rect.width }
    : { start: rect.y, end: rect.y + rect.height };

const across = (rect: Rect, axis: Axis): Span => along(rect, axis === 'x' ? 'y' : 'x');

const lines = (span: Span) => [span.start, (span.start + span.end) / 2, span.end];

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Lines closer than this (card px) after snapping count as met and get a guide. */
const MET = 0.5;

interface Candidate {
  offset: number;
  guides: (moved: Rect) => Guide[];
}

/** Edges and centres of the frame and every target, met by the moving box's own. */
function lineCandidates(moving: Rect, targets: readonly Rect[], axis: Axis): Candidate[] {
  const own = lines(along(moving, axis));
  const candidates: Candidate[] = [];
  for (const target of targets) {
    for (const line of lines(along(target, axis))) {
      for (const mine of own) {
        candidates.push({
          offset: line - mine,
          guides: (moved) => {
            const span = across(moved, axis);
            const other = across(target, axis);
            return [
              {
                axis,
                kind: 'line',
                at: line,
                from: Math.min(span.start, other.start),
                to: Math.max(span.end, other.end),
              },
            ];
          },
        });
      }
    }
  }
  return candidates;
}

/**
 * Equal spacing in a row (or column): the boxes overlapping the moving one across the axis,
 * in order along it. Next to a neighbouring pair the moving box may repeat their gap on either
 * side; between two boxes it may sit in the middle.
 */
function spacingCandidates(moving: Rect, targets: readonly Rect[], axis: Axis): Candidate[] {
  const row = targets
    .filter((target) => overlaps(across(target, axis), across(moving, axis)))
    .map((target) => along(target, axis))
    .sort((a, b) => a.start - b.start);
  const size = along(moving, axis).end - along(moving, axis).start;
  const start = along(moving, axis).start;
  const level = (() => {
    const span = across(moving, axis);
    return (span.start + span.end) / 2;
  })();
  const gapGuide = (from: number, to: number): Guide => ({
    axis,
    kind: 'gap',
    at: level,
    from,
    to,
  });
  const candidates: Candidate[] = [];
  for (let i = 0; i + 1 < row.length; i++) {
    const a = row[i]!;
    const b = row[i + 1]!;
    const gap = b.start - a.end;
    if (gap <= 0) continue;
    const after = b.end + gap;
    candidates.push({
      offset: after - start,
      guides: () => [gapGuide(a.end, b.start), gapGuide(b.end, after)],
    });
    const before = a.start - gap - size;
    candidates.push({
      offset: before - start,
      guides: () => [gapGuide(before + size, a.start), gapGuide(a.end, b.start)],
    });
  }
  for (let i = 0; i + 1 < row.length; i++) {
    const a = row[i]!;
    const b = row[i + 1]!;
    const room = b.start - a.end - size;
    if (room <= 0) continue;
    const middle = a.end + room / 2;
    candidates.push({
      offset: middle - start,
      guides: () => [gapGuide(a.end, middle), gapGuide(middle + size, b.start)],
    });
  }
  return candidates;
}

function snapAxis(
  moving: Rect,
  targets: readonly Rect[],
  frame: Rect,
  axis: Axis,
  threshold: number,
): { offset: number; guides: (moved: Rect) => Guide[] } {
  const candidates = [
    ...lineCandidates(moving, [frame, ...targets], axis),
    ...spacingCandidates(moving, targets, axis),
  ].filter((candidate) => Math.abs(candidate.offset) <= threshold);
  if (candidates.length === 0) return { offset: 0, guides: () => [] };
  const best = Math.min(...candidates.map((candidate) => Math.abs(candidate.offset)));
  const chosen = candidates.find((candidate) => Math.abs(candidate.offset) === best)!;
  // Every candidate met at the chosen offset shows its guide (a box can meet several at once).
  const met = candidates.filter((candidate) => Math.abs(candidate.offset - chosen.offset) < MET);
  return {
    offset: chosen.offset,
    guides: (moved) => met.flatMap((candidate) => candidate.guides(moved)),
  };
}

/**
 * Where a moved box snaps: its edges and centre to the frame's (the card) and to each target's
 * edges and centres, or to the spacing of its neighbours, whichever is nearest within
 * `threshold` card px, separately on each axis. Returns the correction and the guides to draw.
 */
export function snapMove(
  moving: Rect,
  targets: readonly Rect[],
  frame: Rect,
  threshold: number,
): SnapResult {
  const x = snapAxis(moving, targets, frame, 'x', threshold);
  const y = snapAxis(moving, targets, frame, 'y', threshold);
  const moved = { ...moving, x: moving.x + x.offset, y: moving.y + y.offset };
  return { dx: x.offset, dy: y.offset, guides: [...x.guides(moved), ...y.guides(moved)] };
}
