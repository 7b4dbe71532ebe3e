import { describe, expect, it } from 'vitest';
import { isQuietAnswer } from './quiet-answers.js';

describe('isQuietAnswer', () => {
  it('quiets successful reads of build files and previews', () => {
    expect(isQuietAnswer('GET', '/assets/index-abc.js', 200)).toBe(true);
    expect(isQuietAnswer('HEAD', '/assets/font.ttf', 304)).toBe(true);
    expect(isQuietAnswer('GET', '/api/cards/abc123/preview.png?width=600', 200)).toBe(true);
  });

  it('keeps failures, writes, pages and other API calls at info', () => {
    expect(isQuietAnswer('GET', '/assets/missing.js', 404)).toBe(false);
    expect(isQuietAnswer('GET', '/api/cards/abc123/preview.png', 503)).toBe(false);
    expect(isQuietAnswer('POST', '/api/cards/abc123/preview.png', 200)).toBe(false);
    expect(isQuietAnswer('GET', '/cards/abc123', 200)).toBe(false);
    expect(isQuietAnswer('GET', '/api/cards/abc123', 200)).toBe(false);
  });
});
