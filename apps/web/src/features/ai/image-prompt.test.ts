import { describe, expect, it } from 'vitest';
import { promptWithStyle } from './image-prompt.js';

describe('promptWithStyle', () => {
  it('sends a realistic prompt as typed, trimmed', () => {
    expect(promptWithStyle('  a lake at dawn ', 'realistic')).toBe('a lake at dawn');
  });

  it('names every other style at the end', () => {
    expect(promptWithStyle('a lake at dawn', 'watercolor')).toBe(
      'a lake at dawn, watercolor style',
    );
    expect(promptWithStyle('a lake', 'digital-art')).toBe('a lake, digital-art style');
  });
});
