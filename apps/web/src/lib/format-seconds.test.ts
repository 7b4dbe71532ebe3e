import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format-seconds.js';

describe('formatSeconds', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(3.2)).toBe('0:03');
    expect(formatSeconds(59.6)).toBe('1:00');
    expect(formatSeconds(75)).toBe('1:15');
  });
});
