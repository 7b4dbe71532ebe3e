import { describe, expect, it } from 'vitest';
import { syllablesInLine, syllablesOf } from './syllables.js';

describe('syllablesOf', () => {
  it('counts the plain words verse lines use', () => {
    const counts = [
      'sun',
      'happy',
      'birthday',
      'whole',
      'smiling',
      'little',
      'graduation',
      'Maria',
    ];
    expect(counts.map(syllablesOf)).toEqual([1, 2, 2, 1, 2, 2, 4, 3]);
    expect(syllablesInLine('the whole world is smiling back')).toBe(7);
  });
});
