import { describe, expect, it } from 'vitest';
import {
  dialogContent,
  dialogFromParam,
  EDITOR_DIALOGS,
  isComingSoon,
  needsSavedCard,
} from './features.js';

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

  it('shows coming soon only for features still being built, each with a title and plans', () => {
    expect(EDITOR_DIALOGS.filter(isComingSoon)).toEqual(['video']);
    for (const dialog of EDITOR_DIALOGS.filter(isComingSoon)) {
      const content = dialogContent(dialog);
      expect(content.title).not.toBe('');
      expect(content.plans.length).toBeGreaterThan(0);
    }
  });

  it('saves the card first for the dialogs that show, share, send or print it', () => {
    expect(EDITOR_DIALOGS.filter(needsSavedCard)).toEqual([
      'ar',
      'scheduling',
      'collaboration',
      'social',
      'print',
    ]);
    expect(EDITOR_DIALOGS.filter((d) => needsSavedCard(d) && isComingSoon(d))).toEqual([]);
  });
});
