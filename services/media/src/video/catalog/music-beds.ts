import type { NamedVideoMusicId, VideoMusicId } from '@cardsmith/contracts';

/**
 * How each note of the chord sounds (expressions in `filter-graph.ts`): `pad` a held sine that
 * swells with the pulse, `warm` the same with two overtones, `pluck` struck on every pulse and
 * dying away, `bell` struck with an inharmonic partial, as chimes are.
 */
export const TIMBRES = ['pad', 'warm', 'pluck', 'bell'] as const;
export type Timbre = (typeof TIMBRES)[number];

/** A chord held under the whole video, pulsing `pulsePerSecond` times a second. */
export interface MusicBed {
  chordHz: readonly number[];
  pulsePerSecond: number;
  timbre: Timbre;
}

// Chords as frequencies (Hz), a bright and a soft set, so each occasion has its own bed.
export const C_MAJOR = [261.63, 329.63, 392.0];
export const F_MAJOR = [349.23, 440.0, 523.25];
export const G_MAJOR = [392.0, 493.88, 587.33];
export const A_MINOR = [220.0, 261.63, 329.63];
export const D_MAJOR = [293.66, 369.99, 440.0];
export const E_MINOR = [164.81, 196.0, 246.94];

export const bed = (
  chordHz: readonly number[],
  pulsePerSecond: number,
  timbre: Timbre = 'pad',
): MusicBed => ({ chordHz, pulsePerSecond, timbre });

/** The beds a visitor may put under any template instead of its own (contracts' music options). */
export const NAMED_MUSIC_BEDS: Readonly<Record<NamedVideoMusicId, MusicBed>> = {
  gentle: bed(
    F_MAJOR.map((hz) => hz / 2),
    0.25,
    'pad',
  ),
  upbeat: bed(G_MAJOR, 4, 'pluck'),
  festive: bed(
    D_MAJOR.map((hz) => hz * 2),
    2,
    'bell',
  ),
  romantic: bed(A_MINOR, 0.75, 'warm'),
};

/** The named bed of that id, if there is one (a URL's id is any text). */
export function namedMusicBed(id: string): MusicBed | undefined {
  return Object.hasOwn(NAMED_MUSIC_BEDS, id)
    ? NAMED_MUSIC_BEDS[id as NamedVideoMusicId]
    : undefined;
}

/** The bed a render mixes under the video for the visitor's choice; null for no music. */
export function musicBedFor(choice: VideoMusicId, template: { music: MusicBed }): MusicBed | null {
  switch (choice) {
    case 'template':
      return template.music;
    case 'none':
      return null;
    default:
      return NAMED_MUSIC_BEDS[choice];
  }
}

export const musicPreviewPath = (id: NamedVideoMusicId) => `/api/video/music/${id}/preview.m4a`;
