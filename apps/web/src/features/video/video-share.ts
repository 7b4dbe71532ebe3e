import { cardLink, shareIntentUrl, shareText, type SocialPlatform } from '@cardsmith/contracts';

/** Spec 001 §9: the video card dialog cuts the share text to 50 characters. */
export const VIDEO_SHARE_TEXT_MAX = 50;

export const VIDEO_SHARE_TARGETS = [
  'facebook',
  'twitter',
  'linkedin',
  'whatsapp',
  'telegram',
] as const;
export type VideoShareTarget = (typeof VIDEO_SHARE_TARGETS)[number];

export const VIDEO_SHARE_LABELS: Record<VideoShareTarget, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** How each share is recorded; LinkedIn and Telegram hand out the link. */
export const VIDEO_SHARE_PLATFORM: Record<VideoShareTarget, SocialPlatform> = {
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'link',
  whatsapp: 'whatsapp',
  telegram: 'link',
};

export function videoShareText(title: string): string {
  return [...shareText(title)].slice(0, VIDEO_SHARE_TEXT_MAX).join('');
}

/** The recipient page, which plays the card's video. */
export const videoShareLink = (origin: string, cardId: string) => cardLink(origin, cardId);

export function videoShareUrl(target: VideoShareTarget, link: string, text: string): string {
  if (target === 'telegram') {
    return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;
  }
  return shareIntentUrl(target, link, text)!;
}
