import type { CardFont, SurpriseStyle, Tone } from '@cardsmith/contracts';

/** The look of each surprise style: the card's colours, fonts, frames and the message's tone. */
export interface SurpriseLook {
  backgrounds: readonly { background: string; text: string; accent: string }[];
  headlineFonts: readonly CardFont[];
  bodyFonts: readonly CardFont[];
  frames: readonly string[];
  tones: readonly Tone[];
  taglines: readonly string[];
}

export const SURPRISE_LOOKS: Record<SurpriseStyle, SurpriseLook> = {
  modern: {
    backgrounds: [
      { background: '#eef2ff', text: '#1e293b', accent: '#4f46e5' },
      { background: '#1e293b', text: '#f8fafc', accent: '#38bdf8' },
      { background: '#ecfdf5', text: '#064e3b', accent: '#059669' },
    ],
    headlineFonts: ['Montserrat', 'Poppins'],
    bodyFonts: ['Poppins', 'Lato'],
    frames: ['modern-rounded', 'simple-line'],
    tones: ['heartfelt', 'inspirational'],
    taglines: ['Made just for you', 'With warm wishes'],
  },
  vintage: {
    backgrounds: [
      { background: '#f4e9d8', text: '#4a3426', accent: '#8c5a3c' },
      { background: '#ede0c8', text: '#3f2e23', accent: '#a0522d' },
      { background: '#e9dcc9', text: '#45372b', accent: '#7b6d3f' },
    ],
    headlineFonts: ['Playfair Display', 'Merriweather'],
    bodyFonts: ['Merriweather', 'Playfair Display'],
    frames: ['ornate-classic', 'golden-borders'],
    tones: ['nostalgic', 'heartfelt'],
    taglines: ['With fond wishes', 'From the heart'],
  },
  elegant: {
    backgrounds: [
      { background: '#fbf8f3', text: '#2d2a32', accent: '#b08d57' },
      { background: '#1c1c2e', text: '#f5f0e6', accent: '#d4af37' },
      { background: '#f5f0fa', text: '#32283f', accent: '#8e7cc3' },
    ],
    headlineFonts: ['Playfair Display', 'Dancing Script'],
    bodyFonts: ['Playfair Display', 'Lato'],
    frames: ['art-deco', 'silver-leaf', 'golden-borders'],
    tones: ['poetic', 'heartfelt'],
    taglines: ['With warmest regards', 'With love and grace'],
  },
  playful: {
    backgrounds: [
      { background: '#fff3b0', text: '#3d2c8d', accent: '#ff5d8f' },
      { background: '#ffd6e0', text: '#3a1c4a', accent: '#ff7b00' },
      { background: '#c1f0ff', text: '#1d3557', accent: '#e63946' },
    ],
    headlineFonts: ['Pacifico', 'Poppins'],
    bodyFonts: ['Poppins', 'Montserrat'],
    frames: ['party-streamers', 'dots'],
    tones: ['playful', 'funny'],
    taglines: ['Big hugs inside', 'Smiles guaranteed'],
  },
  minimalist: {
    backgrounds: [
      { background: '#ffffff', text: '#222222', accent: '#222222' },
      { background: '#f7f7f5', text: '#2b2b2b', accent: '#7a7a7a' },
      { background: '#f2efe9', text: '#333333', accent: '#a3816a' },
    ],
    headlineFonts: ['Lato', 'Montserrat'],
    bodyFonts: ['Lato', 'Montserrat'],
    frames: ['simple-line', 'dots'],
    tones: ['heartfelt', 'professional'],
    taglines: ['Simply, for you', 'With care'],
  },
  artistic: {
    backgrounds: [
      { background: '#fde2e4', text: '#3d2c3e', accent: '#c9184a' },
      { background: '#e2ece9', text: '#25323a', accent: '#2a9d8f' },
      { background: '#fff1e6', text: '#3b2a1e', accent: '#e76f51' },
    ],
    headlineFonts: ['Dancing Script', 'Playfair Display'],
    bodyFonts: ['Merriweather', 'Lato'],
    frames: ['ornate-classic', 'heart-border', 'art-deco'],
    tones: ['poetic', 'inspirational'],
    taglines: ['Painted with love', 'A little art for you'],
  },
};

/** Frames that would be out of place on a condolence card, and what replaces them. */
export const SOMBRE_FRAME_SWAP: Record<string, string> = {
  'party-streamers': 'simple-line',
  dots: 'simple-line',
  'heart-border': 'silver-leaf',
};
/** Frames that suit a couple's occasion better, per style. */
export const ROMANTIC_FRAMES: Partial<Record<SurpriseStyle, string>> = {
  elegant: 'golden-borders',
  artistic: 'heart-border',
  playful: 'heart-border',
};
