import { describe, expect, it } from 'vitest';
import { parseClipInfo } from './ffmpeg.js';

describe("ffmpeg's stream listing", () => {
  it('gives the duration and which tracks a clip has', () => {
    const listing = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 1205 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 320x240, 15 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s
At least one output file must be specified`;
    expect(parseClipInfo(listing)).toEqual({
      durationSeconds: 62.5,
      hasVideo: true,
      hasAudio: true,
    });
  });

  it('says so when there is no video or no duration', () => {
    const audio = `Input #0, wav, from 'voice':
  Duration: N/A, bitrate: 128 kb/s
    Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 8000 Hz, mono, s16, 128 kb/s`;
    expect(parseClipInfo(audio)).toEqual({
      durationSeconds: null,
      hasVideo: false,
      hasAudio: true,
    });
    expect(parseClipInfo('fake.mp4: Invalid data found when processing input')).toEqual({
      durationSeconds: null,
      hasVideo: false,
      hasAudio: false,
    });
  });
});
