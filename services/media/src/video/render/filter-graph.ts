import { VIDEO_OUTPUT } from '@cardsmith/contracts';
import type { MusicBed, ParticleLayer, TemplateRecipe } from '../catalog/recipes.js';
import {
  CARD_BOX,
  CARD_ENTRANCE_SECONDS,
  FRAME,
  TEXT_COLUMN,
  TEXT_FADE_START,
  VOICE_DELAY_MS,
} from './layout.js';

/** Files a render reads, all written beforehand into the job's own temporary directory. */
export interface RenderFiles {
  background: string;
  card: string;
  /** One PNG per particle layer of the recipe, in order. */
  sprites: readonly string[];
  fonts: { bold: string; regular: string };
  /** Text files for drawtext (never the argument list: a visitor's words are not filter syntax). */
  title?: { file: string; lines: number };
  message?: { file: string; lines: number };
  voice?: string;
}

export interface UploadedClip {
  path: string;
  durationSeconds: number;
  hasAudio: boolean;
}

export type RenderOutput =
  /** `music` is the bed under the video; null for none (silence under the voice, if any). */
  | { kind: 'video'; path: string; music: MusicBed | null }
  | { kind: 'thumbnail'; path: string; atSeconds: number; width: number };

export interface RenderPlan {
  recipe: TemplateRecipe;
  /** Seconds of the template part (the whole video, or the intro before an uploaded clip). */
  durationSeconds: number;
  files: RenderFiles;
  clip?: UploadedClip;
  output: RenderOutput;
}

/** Same-quality settings the benchmark's bare command uses: x264 veryfast is ~2.3× real time here. */
export const ENCODER_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-r',
  String(VIDEO_OUTPUT.fps),
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-ar',
  '48000',
  '-ac',
  '2',
  '-movflags',
  '+faststart',
] as const;

/** Inside '…' a filter graph takes everything literally except the quote itself. */
function quoted(path: string): string {
  if (path.includes("'")) throw new Error(`Cannot pass a path with a quote to ffmpeg: ${path}`);
  return `'${path}'`;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Deterministic spread in [0, 1): the same recipe always draws the same particles. */
export function spread(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return round(x - Math.floor(x), 4);
}

/** overlay x/y (and enable) expressions for particle `index` of a layer. */
export function particleExpressions(
  layer: ParticleLayer,
  index: number,
  salt: number,
  t = 't',
): { x: string; y: string; enable?: string } {
  const x0 = Math.round(spread(index, salt) * (FRAME.width - layer.size));
  const y0 = Math.round(spread(index, salt + 1) * (FRAME.height - layer.size));
  const phase = Math.round(spread(index, salt + 2) * (FRAME.height + layer.size));
  const wobble = round(0.7 + spread(index, salt + 3));
  switch (layer.motion) {
    case 'rise':
      return {
        x: `${x0}+24*sin(${t}*${wobble}+${index})`,
        y: `H-mod(${t}*${layer.speed}+${phase},H+h)`,
      };
    case 'fall':
      return {
        x: `${x0}+24*sin(${t}*${wobble}+${index})`,
        y: `mod(${t}*${layer.speed}+${phase},H+h)-h`,
      };
    case 'drift':
      return {
        x: `mod(${x0}+${t}*${layer.speed},W+w)-w`,
        y: `${y0}+20*sin(${t}*${wobble}+${index})`,
      };
    case 'twinkle':
      return {
        x: String(x0),
        y: String(y0),
        enable: `lt(mod(${t}+${round(spread(index, salt + 4) * 2.4)},2.4),1.4)`,
      };
  }
}

/** One note of a chord in `music`'s timbre, before the level and envelope. */
function note(hz: number, music: MusicBed): string {
  const sine = (multiple: number) => `sin(2*PI*${round(hz * multiple, 2)}*t)`;
  switch (music.timbre) {
    case 'pad':
      return sine(1);
    case 'warm':
      return `(${sine(1)}+0.5*${sine(2)}+0.25*${sine(3)})/1.75`;
    case 'pluck':
      return `(${sine(1)}+0.3*${sine(2)})/1.3`;
    case 'bell':
      return `(${sine(1)}+0.4*${sine(2.76)})/1.4`;
  }
}

/** The loudness over time: a slow swell for held timbres, a strike per pulse for struck ones. */
function envelope(music: MusicBed): string {
  const pulse = music.pulsePerSecond;
  switch (music.timbre) {
    case 'pad':
    case 'warm':
      return `(0.6+0.4*sin(2*PI*${pulse}*t))`;
    case 'pluck':
      return `exp(-8*mod(t,${round(1 / pulse)}))`;
    case 'bell':
      return `exp(-3*mod(t,${round(1 / pulse)}))`;
  }
}

/** A chord in the bed's timbre and pulse, stereo, fading in and out. */
export function musicBedSource(music: MusicBed, seconds: number): string {
  const tones = music.chordHz.map((hz) => note(hz, music)).join('+');
  const level = round(0.18 / music.chordHz.length);
  const expression = `${level}*(${tones})*${envelope(music)}`;
  const fadeOut = Math.max(0, round(seconds - 1.2));
  return `aevalsrc=exprs='${expression}|${expression}':s=48000:d=${round(seconds)},afade=t=in:d=0.8,afade=t=out:st=${fadeOut}:d=1.2`;
}

/** What plays under the video: the bed, or silence of the same length for no music. */
export function bedSource(music: MusicBed | null, seconds: number): string {
  return music
    ? musicBedSource(music, seconds)
    : `anullsrc=r=48000:cl=stereo,atrim=duration=${round(seconds)}`;
}

/** Seconds of a music bed a visitor hears before choosing it. */
export const MUSIC_PREVIEW_SECONDS = 6;

/** ffmpeg arguments of a bed's preview: `MUSIC_PREVIEW_SECONDS` of it as AAC in an M4A file. */
export function buildMusicPreviewArgs(music: MusicBed, path: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-filter_complex', `${musicBedSource(music, MUSIC_PREVIEW_SECONDS)}[bed]`, '-map', '[bed]'],
    ...['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', path],
  ];
}

function textFilters(files: RenderFiles, color: string, t: string): string[] {
  const filters: string[] = [];
  const alpha = `'min(1,max(0,(${t}-${TEXT_FADE_START})/0.8))'`;
  const shadow = 'shadowcolor=black@0.35:shadowx=2:shadowy=2';
  let y = TEXT_COLUMN.titleY;
  if (files.title) {
    filters.push(
      `drawtext=fontfile=${quoted(files.fonts.bold)}:textfile=${quoted(files.title.file)}:expansion=none:fontsize=${TEXT_COLUMN.titleSize}:fontcolor=${color}:line_spacing=12:x=${TEXT_COLUMN.x}:y=${y}:alpha=${alpha}:${shadow}`,
    );
    y += files.title.lines * Math.round(TEXT_COLUMN.titleSize * 1.3) + 28;
  }
  if (files.message) {
    filters.push(
      `drawtext=fontfile=${quoted(files.fonts.regular)}:textfile=${quoted(files.message.file)}:expansion=none:fontsize=${TEXT_COLUMN.messageSize}:fontcolor=${color}:line_spacing=10:x=${TEXT_COLUMN.x}:y=${y}:alpha=${alpha}:${shadow}`,
    );
  }
  return filters;
}

/**
 * The ffmpeg arguments of one render: the template's background, its particle
 * layers, the card's front sliding in, the title and message fading in, the music bed with the
 * voice mixed over it; for an upload, that as an intro followed by the clip normalised to the
 * same format. Pure, so each recipe's command is unit-tested without running ffmpeg.
 */
export function buildRenderArgs(plan: RenderPlan): string[] {
  const { recipe, files, clip, output } = plan;
  const seconds = round(plan.durationSeconds);
  const fps = VIDEO_OUTPUT.fps;
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
  args.push('-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', files.background);
  args.push('-i', files.card);
  for (const sprite of files.sprites) args.push('-i', sprite);
  let next = 2 + files.sprites.length;
  const voiceInput = files.voice && output.kind === 'video' ? next++ : undefined;
  if (voiceInput !== undefined) args.push('-i', files.voice!);
  const clipInput = clip && output.kind === 'video' ? next++ : undefined;
  if (clipInput !== undefined)
    args.push('-t', String(round(clip!.durationSeconds)), '-i', clip!.path);

  const graph: string[] = [];
  // A thumbnail is one frame computed as if `atSeconds` had passed: every expression's clock is
  // shifted, so no earlier frame is drawn.
  const t = output.kind === 'thumbnail' ? `(t+${output.atSeconds})` : 't';
  // Overlays blend in the output's own pixel format: the still background is converted once.
  graph.push(`[0:v]format=yuv420p[bg0]`);
  let current = 'bg0';
  let step = 0;
  recipe.particles.forEach((layer, layerIndex) => {
    const labels = Array.from({ length: layer.count }, (_, i) => `p${layerIndex}_${i}`);
    graph.push(`[${2 + layerIndex}:v]split=${layer.count}${labels.map((l) => `[${l}]`).join('')}`);
    labels.forEach((label, i) => {
      const { x, y, enable } = particleExpressions(layer, i, layerIndex + 1, t);
      const out = `s${step++}`;
      graph.push(
        `[${current}][${label}]overlay=x='${x}':y='${y}':eval=frame${enable ? `:enable='${enable}'` : ''}[${out}]`,
      );
      current = out;
    });
  });
  graph.push(`[1:v]scale=${CARD_BOX.width}:${CARD_BOX.height}[card]`);
  // Eases in from the left edge over CARD_ENTRANCE_SECONDS, then stays.
  const e = CARD_ENTRANCE_SECONDS;
  const cardX = `if(lt(${t},${e}),-w+(${CARD_BOX.x}+w)*(${t}/${e})*(2-${t}/${e}),${CARD_BOX.x})`;
  graph.push(`[${current}][card]overlay=x='${cardX}':y=${CARD_BOX.y}:eval=frame[withcard]`);
  const text = textFilters(files, recipe.palette.text, t);
  const finish = [...text, 'setsar=1', 'format=yuv420p'].join(',');
  graph.push(`[withcard]${finish}[intro]`);

  if (output.kind === 'thumbnail') {
    graph.push(`[intro]scale=${output.width}:-2[thumb]`);
    args.push('-filter_complex', graph.join(';'));
    args.push('-map', '[thumb]', '-frames:v', '1', '-q:v', '4');
    args.push(output.path);
    return args;
  }

  graph.push(`${bedSource(output.music, seconds)}[bed]`);
  let video = 'intro';
  let audio = 'bed';
  let total = seconds;
  if (clipInput !== undefined) {
    const { width, height } = FRAME;
    graph.push(
      `[${clipInput}:v]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps=${fps},format=yuv420p[clipv]`,
    );
    graph.push(
      clip!.hasAudio
        ? `[${clipInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[clipa]`
        : `anullsrc=r=48000:cl=stereo,atrim=duration=${round(clip!.durationSeconds)}[clipa]`,
    );
    graph.push(`[intro][bed][clipv][clipa]concat=n=2:v=1:a=1[joinedv][joineda]`);
    video = 'joinedv';
    audio = 'joineda';
    total = round(seconds + clip!.durationSeconds);
  }
  if (voiceInput !== undefined) {
    graph.push(
      `[${voiceInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,adelay=${VOICE_DELAY_MS}|${VOICE_DELAY_MS}[voice]`,
    );
    // amix halves each input; volume=2 gives the voice and the bed back their own levels.
    graph.push(
      `[${audio}][voice]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mixed]`,
    );
    audio = 'mixed';
  }
  args.push('-filter_complex', graph.join(';'));
  args.push('-map', `[${video}]`, '-map', `[${audio}]`, ...ENCODER_ARGS);
  args.push('-t', String(total), '-progress', 'pipe:1', '-nostats', output.path);
  return args;
}

/** Seconds of output a plan produces: what progress is measured against. */
export function plannedSeconds(plan: Pick<RenderPlan, 'durationSeconds' | 'clip'>): number {
  return round(plan.durationSeconds + (plan.clip?.durationSeconds ?? 0));
}
