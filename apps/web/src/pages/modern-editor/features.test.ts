import { describe, expect, it } from 'vitest';
import { dialogFromParam, EDITOR_DIALOGS, needsSavedCard } from './features.js';

describe('editor dialogs', () => {
  it('accepts the spec’s feature values and nothing else', () => {
    for (const value of [
      'ai-message',
      'ai-image',
      'voice',
      'video',
      'scheduling',
      'collaboration',
      'social',
    ]) {
      expect(dialogFromParam(value)).toBe(value);
    }
    expect(dialogFromParam('print')).toBeNull();
    expect(dialogFromParam('nope')).toBeNull();
    expect(dialogFromParam(null)).toBeNull();
  });

  it('saves the card first for the dialogs that show, share, send, print or film it', () => {
    expect(EDITOR_DIALOGS.filter(needsSavedCard)).toEqual([
      'video',
      'ar',
      'scheduling',
      'collaboration',
      'social',
      'print',
    ]);
  });
});
