import { describe, expect, it } from 'vitest';
import { resourcePolicyFor } from './resource-policy.js';

describe('resourcePolicyFor', () => {
  it('lets other origins (web mail, unfurlers) load a card’s rendered images', () => {
    expect(resourcePolicyFor('GET', '/api/cards/AbC123/preview.png?width=1000')).toBe(
      'cross-origin',
    );
    expect(resourcePolicyFor('HEAD', '/api/cards/AbC123/link-preview.png')).toBe('cross-origin');
  });

  it('keeps the site policy for everything else', () => {
    for (const url of [
      '/api/cards/AbC123',
      '/api/cards/AbC123/download.png',
      '/api/media/files/abc',
      '/api/admin/outbox/messages',
      '/api/cards/a/b/preview.png',
      '/cards/AbC123',
    ]) {
      expect(resourcePolicyFor('GET', url)).toBeNull();
    }
    expect(resourcePolicyFor('POST', '/api/cards/AbC123/preview.png')).toBeNull();
  });
});
