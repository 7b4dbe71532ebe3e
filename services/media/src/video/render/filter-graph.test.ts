import { describe, expect, it } from 'vitest';
import { findRecipe } from '../catalog/catalog.js';
import { musicBedFor, NAMED_MUSIC_BEDS, type MusicBed } from '../catalog/music-beds.js';
import { ALL_RECIPES } from '../catalog/recipes.js';
import {
  buildMusicPreviewArgs,
  buildRenderArgs,
  MUSIC_PREVIEW_SECONDS,
  musicBedSource,
  particleExpressions,
  plannedSeconds,
  type RenderFiles,
} from './filter-graph.js';

const files = (over: Partial<RenderFiles> = {}): RenderFiles => ({
  background: '/job/background.png',
  card: '/job/card.png',
  sprites: ['/job/sprite-0.png', '/job/sprite-1.png'],
  fonts: { bold: '/fonts/Poppins_700Bold.ttf', regular: '/fonts/Poppins_400Regular.ttf' },
  ...over,
});

const value = (args: string[], flag: string) => args[args.indexOf(flag) + 1]!;

describe('a template recipe as ffmpeg arguments', () => {
  const recipe = findRecipe('birthday-celebration')!;

  it('encodes H.264 + AAC, yuv420p, +faststart, for the template’s duration with progress', () => {
    const args = buildRenderArgs({
      recipe,
      durationSeconds: 15,
      files: files(),
      output: { kind: 'video', path: '/job/out.mp4', music: recipe.music },
    });
    expect(value(args, '-c:v')).toBe('libx264');
    expect(value(args, '-c:a')).toBe('aac');
    expect(value(args, '-pix_fmt')).toBe('yuv420p');
    expect(value(args, '-movflags')).toBe('+faststart');
    expect(value(args, '-progress')).toBe('pipe:1');
    expect(args.at(-1)).toBe('/job/out.mp4');
    expect(args.slice(args.lastIndexOf('-t'), args.lastIndexOf('-t') + 2)).toEqual(['-t', '15']);
    // background looped for 15 s, the card, one input per particle layer
    expect(args.filter((a) => a === '-i')).toHaveLength(4);
    const graph = value(args, '-filter_complex');
    expect(graph).toContain('[0:v]format=yuv420p[bg0]');
    expect(graph).toContain('[2:v]split=7');
    expect(graph).toContain('[3:v]split=10');
    expect(graph.match(/overlay=/g)).toHaveLength(7 + 10 + 1);
    expect(graph).toContain('[1:v]scale=400:560[card]');
    expect(graph).toMatch(/aevalsrc=exprs='[^']*261\.63[^']*'/);
    expect(value(args, '-map')).toBe('[intro]');
  });

  it('draws title and message from text files with expansion off, never from arguments', () => {
    const args = buildRenderArgs({
      recipe,
      durationSeconds: 15,
      files: files({
        title: { file: '/job/title.txt', lines: 2 },
        message: { file: '/job/message.txt', lines: 3 },
      }),
      output: { kind: 'video', path: '/job/out.mp4', music: recipe.music },
    });
    const graph = value(args, '-filter_complex');
    expect(graph).toContain(
      "drawtext=fontfile='/fonts/Poppins_700Bold.ttf':textfile='/job/title.txt':expansion=none:fontsize=54",
    );
    // the message sits under two title lines
    expect(graph).toContain(
      "textfile='/job/message.txt':expansion=none:fontsize=30:fontcolor=#ffffff:line_spacing=10:x=620:y=368",
    );
  });

  it('mixes a voice over the music bed, delayed until the card is in', () => {
    const args = buildRenderArgs({
      recipe,
      durationSeconds: 15,
      files: files({ voice: '/job/voice.mp3' }),
      output: { kind: 'video', path: '/job/out.mp4', music: recipe.music },
    });
    expect(args.slice(args.indexOf('/job/voice.mp3') - 1)[0]).toBe('-i');
    const graph = value(args, '-filter_complex');
    expect(graph).toContain(
      '[4:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,adelay=1200|1200[voice]',
    );
    expect(graph).toContain(
      '[bed][voice]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mixed]',
    );
    expect(args.slice(args.indexOf('-map'), args.indexOf('-map') + 4)).toEqual([
      '-map',
      '[intro]',
      '-map',
      '[mixed]',
    ]);
  });

  it('puts the card before an uploaded clip normalised to 1280×720 and silent audio when it has none', () => {
    const plan = {
      recipe,
      durationSeconds: 3,
      files: files(),
      clip: { path: '/job/clip', durationSeconds: 4.5, hasAudio: false },
      output: { kind: 'video' as const, path: '/job/out.mp4', music: recipe.music },
    };
    const args = buildRenderArgs(plan);
    const graph = value(args, '-filter_complex');
    expect(graph).toContain(
      '[4:v]scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720',
    );
    expect(graph).toContain('anullsrc=r=48000:cl=stereo,atrim=duration=4.5[clipa]');
    expect(graph).toContain('[intro][bed][clipv][clipa]concat=n=2:v=1:a=1[joinedv][joineda]');
    expect(plannedSeconds(plan)).toBe(7.5);
    expect(args.slice(args.lastIndexOf('-t'), args.lastIndexOf('-t') + 2)).toEqual(['-t', '7.5']);
  });

  it('draws one frame for a thumbnail as if its moment had come, without drawing the ones before', () => {
    const args = buildRenderArgs({
      recipe,
      durationSeconds: 0.2,
      files: files(),
      output: { kind: 'thumbnail', path: '/job/t.jpg', atSeconds: 2.5, width: 480 },
    });
    const graph = value(args, '-filter_complex');
    expect(graph).not.toContain('aevalsrc');
    expect(graph).toContain('if(lt((t+2.5),1)');
    expect(graph).not.toMatch(/[^+(]t\*/);
    expect(value(args, '-frames:v')).toBe('1');
    expect(args).not.toContain('-ss');
  });

  it('refuses a path that could end the quoting of the filter graph', () => {
    expect(() =>
      buildRenderArgs({
        recipe,
        durationSeconds: 3,
        files: files({ title: { file: "/job/it's.txt", lines: 1 } }),
        output: { kind: 'video', path: '/job/out.mp4', music: recipe.music },
      }),
    ).toThrow(/quote/);
  });

  it('builds a command for every recipe, particles deterministic', () => {
    for (const each of ALL_RECIPES) {
      const args = buildRenderArgs({
        recipe: each,
        durationSeconds: each.durationSeconds,
        files: files({ sprites: each.particles.map((_, i) => `/job/sprite-${i}.png`) }),
        output: { kind: 'video', path: '/job/out.mp4', music: each.music },
      });
      expect(value(args, '-filter_complex')).toContain('[withcard]');
    }
    const layer = recipe.particles[0]!;
    expect(particleExpressions(layer, 3, 1)).toEqual(particleExpressions(layer, 3, 1));
    expect(particleExpressions({ ...layer, motion: 'twinkle' }, 0, 1).enable).toMatch(/^lt\(mod/);
    expect(musicBedSource({ chordHz: [220], pulsePerSecond: 1, timbre: 'pad' }, 3)).toContain(
      'd=3,afade=t=in',
    );
  });
});

describe('the music under a video', () => {
  const recipe = findRecipe('birthday-celebration')!;
  const render = (music: MusicBed | null, voice?: string) =>
    value(
      buildRenderArgs({
        recipe,
        durationSeconds: 15,
        files: files({ voice }),
        output: { kind: 'video', path: '/job/out.mp4', music },
      }),
      '-filter_complex',
    );

  it("plays the template's own bed by default and a chosen bed instead of it", () => {
    expect(musicBedFor('template', recipe)).toBe(recipe.music);
    const festive = musicBedFor('festive', recipe)!;
    expect(festive).toEqual(NAMED_MUSIC_BEDS.festive);
    const graph = render(festive);
    // D major an octave up, struck twice a second, with the bell's inharmonic partial
    expect(graph).toContain('sin(2*PI*587.32*t)');
    expect(graph).toContain(`sin(2*PI*${Number((587.32 * 2.76).toFixed(2))}*t)`);
    expect(graph).toContain('*exp(-3*mod(t,0.5))');
    expect(graph).not.toContain('261.63');
    expect(graph).toMatch(
      /aevalsrc=exprs='[^']*':s=48000:d=15,afade=t=in:d=0.8,afade=t=out:st=13.8:d=1.2\[bed\]/,
    );
  });

  it('gives each named bed its own chord, tempo or timbre', () => {
    const sources = Object.values(NAMED_MUSIC_BEDS).map((bed) => musicBedSource(bed, 6));
    expect(new Set(sources).size).toBe(sources.length);
    expect(musicBedSource(NAMED_MUSIC_BEDS.upbeat, 6)).toContain('exp(-8*mod(t,0.25))');
    expect(musicBedSource(NAMED_MUSIC_BEDS.romantic, 6)).toContain('0.25*sin(2*PI*660*t)');
    expect(musicBedSource(NAMED_MUSIC_BEDS.gentle, 6)).toContain('(0.6+0.4*sin(2*PI*0.25*t))');
  });

  it('puts silence of the same length under the video for no music, still an audio track', () => {
    expect(musicBedFor('none', recipe)).toBeNull();
    const args = buildRenderArgs({
      recipe,
      durationSeconds: 15,
      files: files(),
      output: { kind: 'video', path: '/job/out.mp4', music: null },
    });
    const graph = value(args, '-filter_complex');
    expect(graph).not.toContain('aevalsrc');
    expect(graph).toContain('anullsrc=r=48000:cl=stereo,atrim=duration=15[bed]');
    expect(args.slice(args.indexOf('-map'), args.indexOf('-map') + 4)).toEqual([
      '-map',
      '[intro]',
      '-map',
      '[bed]',
    ]);
    expect(value(args, '-c:a')).toBe('aac');
  });

  it('leaves the voice alone over silence for no music', () => {
    const graph = render(null, '/job/voice.mp3');
    expect(graph).toContain('anullsrc=r=48000:cl=stereo,atrim=duration=15[bed]');
    expect(graph).toContain(
      '[bed][voice]amix=inputs=2:duration=first:dropout_transition=0,volume=2[mixed]',
    );
  });

  it('previews a bed as a few seconds of AAC in an M4A file', () => {
    const args = buildMusicPreviewArgs(NAMED_MUSIC_BEDS.gentle, '/tmp/gentle.m4a');
    expect(value(args, '-filter_complex')).toBe(
      `${musicBedSource(NAMED_MUSIC_BEDS.gentle, MUSIC_PREVIEW_SECONDS)}[bed]`,
    );
    expect(value(args, '-c:a')).toBe('aac');
    expect(args.at(-1)).toBe('/tmp/gentle.m4a');
  });
});
