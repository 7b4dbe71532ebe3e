import { describe, expect, it } from 'vitest';
import { localDateInputValue } from './local-date.js';

describe('localDateInputValue', () => {
  it('uses the local calendar day, not the UTC one', () => {
    // 23:30 local on 31 December: whatever the machine's zone, the local day is the 31st.
    expect(localDateInputValue(new Date(2025, 11, 31, 23, 30))).toBe('2025-12-31');
    expect(localDateInputValue(new Date(2026, 0, 1, 0, 15))).toBe('2026-01-01');
  });
});
