import { describe, expect, it } from 'vitest';
import { voiceUsableBy } from './voice-access.js';

describe('voiceUsableBy', () => {
  const recording = { kind: 'audio', ownerVisitorId: 'alice', isSpeechClip: false };

  it("lets a visitor use their own recording and nobody else's", () => {
    expect(voiceUsableBy(recording, 'alice')).toBe(true);
    expect(voiceUsableBy(recording, 'mallory')).toBe(false);
  });

  it('lets anyone use a shared speech clip', () => {
    expect(voiceUsableBy({ ...recording, isSpeechClip: true }, 'mallory')).toBe(true);
  });

  it('refuses what is missing or not audio', () => {
    expect(voiceUsableBy(undefined, 'alice')).toBe(false);
    expect(voiceUsableBy({ ...recording, kind: 'image' }, 'alice')).toBe(false);
  });
});
