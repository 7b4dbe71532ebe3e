import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_FACES, wrapText } from '@cardsmith/card-render';
import { fontFiles, svgToPng } from '@cardsmith/card-render/node';
import type { MusicBed, TemplateRecipe } from '../catalog/recipes.js';
import { backgroundSvg, sampleCardSvg, spriteSvg } from './art.js';
import {
  buildMusicPreviewArgs,
  buildRenderArgs,
  plannedSeconds,
  type RenderFiles,
  type RenderPlan,
  type UploadedClip,
} from './filter-graph.js';
import { probeClip, runFfmpeg, type ClipInfo } from './ffmpeg.js';
import {
  CARD_BOX,
  FRAME,
  MESSAGE_MAX_LINES,
  TEXT_COLUMN,
  TITLE_MAX_LINES,
  VOICE_DELAY_MS,
  VOICE_TAIL_SECONDS,
} from './layout.js';

/** How long the card shows before an uploaded clip. */
export const UPLOAD_INTRO_SECONDS = 3;
/** Uploaded clips are cut to this length. */
export const UPLOAD_MAX_SECONDS = 60;

export class UnusableInputError extends Error {
  override name = 'UnusableInputError';
}

function poppins(weight: 400 | 700): string {
  const index = FONT_FACES.findIndex(
    (face) => face.family === 'Poppins' && face.weight === weight && face.style === 'normal',
  );
  return fontFiles()[index]!;
}

/** Lines that fit the text column, the last one cut with an ellipsis past `maxLines`. */
export function fitLines(text: string, bold: boolean, size: number, maxLines: number): string[] {
  const lines = text
    .split(/\r?\n/)
    .flatMap((paragraph) =>
      wrapText(paragraph, { font: 'Poppins', bold }, size, TEXT_COLUMN.width),
    );
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S{0,3}$/, '')}…`;
  return kept;
}

export interface RenderRequest {
  /** The job's own directory; everything written goes there. */
  dir: string;
  recipe: TemplateRecipe;
  /** The card's front as PNG. */
  cardPng: Buffer;
  title: string;
  message: string;
  /** The bed under the video (the template's, a named one); null for no music. */
  music: MusicBed | null;
  voicePath?: string;
  clipPath?: string;
  outputPath: string;
  signal?: AbortSignal;
  /** Seconds written so far and the planned total, from ffmpeg's `-progress`. */
  onProgress?: (outSeconds: number, plannedSeconds: number) => void;
}

/** Turns a recipe and a card into an MP4 (and thumbnails and posters) with ffmpeg. */
export class VideoRenderer {
  private readonly fonts = { bold: poppins(700), regular: poppins(400) };
  /**
   * Backgrounds and sprites depend on the recipe alone, so each is drawn once per process: a
   * render then spends its time in ffmpeg, not in resvg (81 backgrounds of ~100 KB at most).
   */
  private readonly art = new Map<string, Promise<Buffer>>();

  constructor(private readonly ffmpeg: string) {}

  private async writeInputs(
    dir: string,
    recipe: TemplateRecipe,
    cardPng: Buffer,
    title: string,
    message: string,
  ): Promise<RenderFiles> {
    const background = join(dir, 'background.png');
    const card = join(dir, 'card.png');
    await writeFile(
      background,
      await this.drawn(
        `background:${recipe.id}`,
        () => backgroundSvg(recipe.palette, recipe.type === 'image' ? recipe.frame : undefined),
        FRAME.width,
      ),
    );
    await writeFile(card, cardPng);
    const sprites = await Promise.all(
      recipe.particles.map(async (layer, index) => {
        const path = join(dir, `sprite-${index}.png`);
        const key = `sprite:${layer.sprite}:${layer.color}:${layer.size}`;
        await writeFile(
          path,
          await this.drawn(key, () => spriteSvg(layer.sprite, layer.color, layer.size), layer.size),
        );
        return path;
      }),
    );
    const files: RenderFiles = { background, card, sprites, fonts: this.fonts };
    const titleLines = fitLines(title.trim(), true, TEXT_COLUMN.titleSize, TITLE_MAX_LINES);
    if (title.trim()) {
      files.title = { file: join(dir, 'title.txt'), lines: titleLines.length };
      await writeFile(files.title.file, titleLines.join('\n'));
    }
    const messageLines = fitLines(
      message.trim(),
      false,
      TEXT_COLUMN.messageSize,
      MESSAGE_MAX_LINES,
    );
    if (message.trim()) {
      files.message = { file: join(dir, 'message.txt'), lines: messageLines.length };
      await writeFile(files.message.file, messageLines.join('\n'));
    }
    return files;
  }

  /**
   * Writes the inputs of a render into its directory and plans the ffmpeg run (the benchmark
   * times the same plan's bare command).
   */
  async plan(request: RenderRequest): Promise<RenderPlan> {
    const { dir, recipe } = request;
    const files = await this.writeInputs(
      dir,
      recipe,
      request.cardPng,
      request.title,
      request.message,
    );
    let durationSeconds = recipe.durationSeconds;
    if (request.voicePath) {
      const voice = await probeClip(this.ffmpeg, request.voicePath);
      if (!voice.hasAudio) throw new UnusableInputError('The voice message could not be read.');
      files.voice = request.voicePath;
      const spoken = (voice.durationSeconds ?? 0) + VOICE_DELAY_MS / 1000 + VOICE_TAIL_SECONDS;
      if (!request.clipPath) durationSeconds = Math.max(durationSeconds, Math.ceil(spoken));
    }
    let clip: UploadedClip | undefined;
    if (request.clipPath) {
      const info = await probeClip(this.ffmpeg, request.clipPath);
      if (!info.hasVideo || !info.durationSeconds) {
        throw new UnusableInputError(
          'The uploaded file has no video we can read. Try another file.',
        );
      }
      durationSeconds = UPLOAD_INTRO_SECONDS;
      clip = {
        path: request.clipPath,
        durationSeconds: Math.min(info.durationSeconds, UPLOAD_MAX_SECONDS),
        hasAudio: info.hasAudio,
      };
    }
    return {
      recipe,
      durationSeconds,
      files,
      clip,
      output: { kind: 'video', path: request.outputPath, music: request.music },
    };
  }

  private drawn(key: string, svg: () => string, width: number): Promise<Buffer> {
    let found = this.art.get(key);
    if (!found) {
      found = svgToPng(svg(), { width });
      this.art.set(key, found);
      found.catch(() => this.art.delete(key));
    }
    return found;
  }

  /** Renders the video; resolves with its length in seconds. */
  async render(request: RenderRequest): Promise<number> {
    const plan = await this.plan(request);
    const total = plannedSeconds(plan);
    await runFfmpeg(this.ffmpeg, buildRenderArgs(plan), {
      signal: request.signal,
      onOutSeconds: (seconds) => request.onProgress?.(seconds, total),
    });
    return total;
  }

  /** The streams and length of a video file. */
  probe(path: string): Promise<ClipInfo> {
    return probeClip(this.ffmpeg, path);
  }

  /**
   * A still of a video, for players to show before it starts (the finished render) or for the
   * gallery (an uploaded template's clip, scaled down to `width`).
   */
  async poster(
    videoPath: string,
    atSeconds: number,
    posterPath: string,
    signal?: AbortSignal,
    width?: number,
  ): Promise<void> {
    await runFfmpeg(
      this.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-ss',
        String(atSeconds),
        '-i',
        videoPath,
        '-frames:v',
        '1',
        ...(width ? ['-vf', `scale=${width}:-2`] : []),
        '-q:v',
        '3',
        posterPath,
      ],
      { signal },
    );
  }

  /** A few seconds of a music bed as M4A, for a visitor to hear before choosing it. */
  async musicPreview(dir: string, music: MusicBed): Promise<string> {
    const path = join(dir, 'music.m4a');
    await runFfmpeg(this.ffmpeg, buildMusicPreviewArgs(music, path));
    return path;
  }

  /** A template's gallery thumbnail: a frame of its own motion around a sample card. */
  async thumbnail(dir: string, recipe: TemplateRecipe, width: number): Promise<string> {
    const sample = await svgToPng(
      sampleCardSvg(
        recipe.name,
        recipe.type === 'image' ? recipe.frame.color : recipe.palette.from,
      ),
      {
        width: CARD_BOX.width,
      },
    );
    const files = await this.writeInputs(dir, recipe, sample, recipe.name, '');
    const path = join(dir, 'thumbnail.jpg');
    const atSeconds = Math.min(2.5, recipe.durationSeconds / 2);
    await runFfmpeg(
      this.ffmpeg,
      buildRenderArgs({
        recipe,
        durationSeconds: 0.2,
        files,
        output: { kind: 'thumbnail', path, atSeconds, width },
      }),
    );
    return path;
  }
}
