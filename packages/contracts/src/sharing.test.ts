import { describe, expect, it } from 'vitest';
import {
  CardShareRequestSchema,
  SocialPlatformSchema,
  SocialShareRequestSchema,
  cardLink,
  editLink,
  shareIntentUrl,
  shareText,
  socialMessageHint,
} from './sharing.js';

const link = 'https://cardsmith.example/cards/abcdefghijklmnopqrstuv';

describe('share intents', () => {
  it('carries the link and the text, encoded, for each network', () => {
    const text = shareText('Fish & Chips?');
    expect(text).toBe('Check out this greeting card I created: Fish & Chips?');
    const twitter = new URL(shareIntentUrl('twitter', link, text)!);
    expect(twitter.searchParams.get('text')).toBe(text);
    expect(twitter.searchParams.get('url')).toBe(link);
    const facebook = new URL(shareIntentUrl('facebook', link, text)!);
    expect(facebook.searchParams.get('u')).toBe(link);
    expect(new URL(shareIntentUrl('linkedin', link, text)!).searchParams.get('url')).toBe(link);
    expect(new URL(shareIntentUrl('whatsapp', link, text)!).searchParams.get('text')).toBe(
      `${text} ${link}`,
    );
    expect(shareIntentUrl('email', link, text)).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(shareIntentUrl('sms', link, text)!)).toContain(link);
    expect(shareIntentUrl('link', link, text)).toBe(link);
    expect(shareIntentUrl('instagram', link, text)).toBeNull();
  });

  it('builds view and edit links on the given origin', () => {
    expect(cardLink('https://x.example/', 'abcdefghijkl')).toBe(
      'https://x.example/cards/abcdefghijkl',
    );
    expect(editLink('https://x.example', 'abcdefghijkl', 'tok-en_1')).toBe(
      'https://x.example/editor?card=abcdefghijkl&edit=tok-en_1',
    );
  });

  it('hints 280 characters for twitter and 2000 elsewhere', () => {
    expect(socialMessageHint('twitter')).toBe(280);
    expect(socialMessageHint('facebook')).toBe(2000);
  });
});

describe('social share requests', () => {
  it('rejects a blank message and an unknown platform with clear sentences', () => {
    const blank = SocialShareRequestSchema.safeParse({ cardId: 'abcdefghijkl', message: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Please write a message to share.');
    const missing = SocialShareRequestSchema.safeParse({ cardId: 'abcdefghijkl' });
    expect(missing.error?.issues[0]?.message).toBe('Please write a message to share.');
    expect(SocialPlatformSchema.safeParse('myspace').error?.issues[0]?.message).toBe(
      'Choose a platform: facebook, twitter, instagram, whatsapp or link.',
    );
  });

  it('treats empty schedule fields as not given', () => {
    const parsed = SocialShareRequestSchema.parse({
      cardId: 'abcdefghijkl',
      message: 'Hi',
      scheduledDate: '',
      scheduledTime: '',
    });
    expect(parsed.scheduledDate).toBeUndefined();
    expect(parsed.scheduledTime).toBeUndefined();
    expect(CardShareRequestSchema.parse({ platform: 'instagram' }).message).toBeUndefined();
  });
});
