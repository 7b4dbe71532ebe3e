/**
 * How trending ranks public cards: every like and view of the last week adds its weight, halved
 * for every HALF_LIFE of its age, so a burst of attention today outranks a larger one last week.
 * A like says more than a view. The repository's SQL computes exactly this sum.
 */
export const TRENDING = {
  windowDays: 7,
  halfLifeHours: 36,
  likeWeight: 3,
  viewWeight: 1,
  limit: 12,
} as const;

export type EngagementKind = 'like' | 'view';

const HOUR_MS = 60 * 60 * 1000;

export function eventScore(kind: EngagementKind, at: Date, now: Date): number {
  const ageHours = (now.getTime() - at.getTime()) / HOUR_MS;
  if (ageHours > TRENDING.windowDays * 24) return 0;
  const weight = kind === 'like' ? TRENDING.likeWeight : TRENDING.viewWeight;
  // A clock a little ahead on another replica must not make an event worth more than new.
  return weight * 0.5 ** (Math.max(0, ageHours) / TRENDING.halfLifeHours);
}

export function trendingScore(events: { kind: EngagementKind; at: Date }[], now: Date): number {
  return events.reduce((sum, event) => sum + eventScore(event.kind, event.at, now), 0);
}

export interface RankedCandidate {
  id: string;
  score: number;
  likes: number;
  publishedAt: Date | null;
}

/** Highest score first; ties go to more likes, then to the card published last, then by id. */
export function compareTrending(a: RankedCandidate, b: RankedCandidate): number {
  return (
    b.score - a.score ||
    b.likes - a.likes ||
    (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) ||
    a.id.localeCompare(b.id)
  );
}
