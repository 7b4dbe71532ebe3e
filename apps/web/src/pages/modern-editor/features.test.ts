import { describe, expect, it } from 'vitest';
import { dialogContent, dialogFromParam, EDITOR_DIALOGS } from './features.js';

describe('editor dialogs', () => {
  it('accepts the spec’s feature values and nothing else', () => {
    for (const value of [
      'ai-message',
      'ai-image',
      'voice',
      'video',
      'ar',
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

  it('has a title and plans for every dialog', () => {
    for (const dialog of EDITOR_DIALOGS)
      expect(dialogContent(dialog).plans.length).toBeGreaterThan(0);
  });
});
