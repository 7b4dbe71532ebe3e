import { describe, expect, it } from 'vitest';
import { videoShareLink, videoShareText, videoShareUrl } from './video-share.js';

describe('sharing a video card', () => {
  it('cuts the share text to 50 characters', () => {
    const text = videoShareText('A very long title for a birthday video card');
    expect([...text]).toHaveLength(50);
    expect(text.startsWith('Check out this greeting card I created: ')).toBe(true);
    expect(videoShareText('Hi')).toBe('Check out this greeting card I created: Hi');
  });

  it('links the recipient page from every network, Telegram included', () => {
    const link = videoShareLink('https://cards.example', 'Card000000000001');
    expect(link).toBe('https://cards.example/cards/Card000000000001');
    expect(videoShareUrl('telegram', link, 'Hi there')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fcards.example%2Fcards%2FCard000000000001&text=Hi%20there',
    );
    expect(videoShareUrl('whatsapp', link, 'Hi')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Hi ${link}`)}`,
    );
    expect(videoShareUrl('facebook', link, 'Hi')).toContain('facebook.com/sharer');
    expect(videoShareUrl('linkedin', link, 'Hi')).toContain('linkedin.com');
    expect(videoShareUrl('twitter', link, 'Hi')).toContain('twitter.com/intent/tweet');
  });
});
