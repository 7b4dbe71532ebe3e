import { randomInt } from 'node:crypto';
import {
  AI_MESSAGES,
  SURPRISE_OCCASIONS,
  SURPRISE_STYLES,
  type SurpriseOccasion,
  type SurpriseStyle,
} from '@cardsmith/contracts';
import type { z } from 'zod';
import type { SurpriseCardDataSchema } from '@cardsmith/contracts';
import { composeMessage } from '../messages/composer.js';
import { occasionMaterial } from '../messages/material/index.js';
import { createRandom } from '@cardsmith/service-kit';
import type { Requester, UsageService } from '../usage/usage.service.js';
import { ROMANTIC_FRAMES, SOMBRE_FRAME_SWAP, SURPRISE_LOOKS } from './surprise-styles.js';

export type SurpriseCard = z.output<typeof SurpriseCardDataSchema>;

const SOMBRE_TAGLINES = ['Thinking of you', 'With love and care'];

/**
 * A complete card for the occasion and style: the style chooses colours, fonts and frame, the
 * composer writes the message. Empty choices are random (spec 001 §9); the seed fixes the rest.
 */
export function buildSurpriseCard(
  choice: { occasion?: SurpriseOccasion; style?: SurpriseStyle },
  seed: number,
): SurpriseCard {
  const random = createRandom(seed);
  const occasion = choice.occasion ?? random.pick(SURPRISE_OCCASIONS);
  const style = choice.style ?? random.pick(SURPRISE_STYLES);
  const look = SURPRISE_LOOKS[style];
  const material = occasionMaterial(occasion);
  const sombre = material.mood === 'gentle';
  const colors = random.pick(look.backgrounds);
  const headlineFont = random.pick(look.headlineFonts);
  const bodyFont = random.pick(look.bodyFonts);
  let frameId = random.pick(look.frames);
  if (sombre) frameId = SOMBRE_FRAME_SWAP[frameId] ?? frameId;
  else if ((occasion === 'anniversary' || occasion === 'wedding') && ROMANTIC_FRAMES[style]) {
    frameId = ROMANTIC_FRAMES[style]!;
  }
  const tone = random.pick(look.tones);
  const message = composeMessage(
    { occasion, relationship: 'friend', tone, details: '' },
    random.int(3),
  );
  const tagline = random.pick(sombre ? SOMBRE_TAGLINES : look.taglines);
  const scriptHeadline = headlineFont === 'Dancing Script' || headlineFont === 'Pacifico';
  return {
    title: material.headline,
    category: occasion,
    templateId: null,
    frameId,
    backgroundColor: colors.background,
    cardMessage: message,
    textFont: bodyFont,
    textSize: message.length > 330 ? 'small' : 'medium',
    elements: [
      {
        id: 'headline',
        type: 'text',
        content: material.headline,
        position: { x: 250, y: 250 },
        size: { width: 400, height: 140 },
        style: {
          fontFamily: headlineFont,
          fontSize: scriptHeadline ? 50 : 42,
          fontWeight: scriptHeadline ? 'normal' : 'bold',
          color: colors.accent,
          textAlign: 'center',
        },
      },
      {
        id: 'tagline',
        type: 'text',
        content: tagline,
        position: { x: 250, y: 470 },
        size: { width: 360, height: 50 },
        style: {
          fontFamily: bodyFont,
          fontSize: 20,
          fontWeight: 'normal',
          color: colors.text,
          italic: true,
          textAlign: 'center',
        },
      },
    ],
    audioUrl: null,
    videoUrl: null,
    voiceMessage: null,
  };
}

export class SurpriseService {
  constructor(private readonly usage: UsageService) {}

  async surprise(
    choice: { occasion?: SurpriseOccasion; style?: SurpriseStyle },
    requester: Requester,
  ): Promise<{ cardData: SurpriseCard; provider: 'offline' }> {
    return this.usage.track(
      'surprise',
      requester,
      'offline',
      AI_MESSAGES.messageFailed,
      async () => ({
        cardData: buildSurpriseCard(choice, randomInt(0, 2_147_483_647)),
        provider: 'offline' as const,
      }),
    );
  }
}
