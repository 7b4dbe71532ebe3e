import type { ComponentType, SVGProps } from 'react';
import {
  IconCalendar,
  IconCube,
  IconFlask,
  IconImage,
  IconMessage,
  IconMic,
  IconShare,
  IconUsers,
  IconVideo,
} from '../components/ui/icons.js';

export interface FeaturePage {
  path: string;
  title: string;
  summary: string;
  /** What the finished page will let a visitor do (spec 001), shown while it is being built. */
  plans: readonly string[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * The page works. This one flag decides both what the home grids mark as 'Live'/'Available'
   * and which paths the router serves with the 'being built' page (`UNBUILT_FEATURES`).
   */
  built: boolean;
}

/** The feature pages the home grids show, in the order a card is usually made. */
export const PRODUCT_FEATURES = [
  {
    path: '/ai-message',
    title: 'AI Message Writer',
    summary: 'Pick the occasion, who it is for and a tone, and get words that sound like you.',
    plans: [
      'Choose the occasion, your relationship to the recipient and a tone.',
      'Add details such as names or shared memories.',
      'Copy the generated message or put it straight on your card.',
    ],
    icon: IconMessage,
    built: true,
  },
  {
    path: '/ai-image',
    title: 'AI Cover Images',
    summary: 'Describe a picture and choose an art style, from watercolour to anime.',
    plans: [
      'Describe the picture you have in mind, or start from an idea.',
      'Choose an art style: realistic, watercolour, sketch, oil painting and more.',
      'Use the image as your card’s cover.',
    ],
    icon: IconImage,
    built: true,
  },
  {
    path: '/voice-messages',
    title: 'Voice Messages',
    summary: 'Record up to 30 seconds, upload audio, or turn your text into natural speech.',
    plans: [
      'Record a message of up to 30 seconds in the browser.',
      'Upload an audio file you already have.',
      'Turn text into speech with a choice of six voices.',
    ],
    icon: IconMic,
    built: true,
  },
  {
    path: '/video-cards',
    title: 'Video Cards',
    summary: 'Turn your card and voice into a short video from a gallery of templates.',
    plans: [
      'Pick a video or picture template for the occasion.',
      'Add a title, a message and a generated voice.',
      'Preview, download and share the finished video card.',
    ],
    icon: IconVideo,
    built: true,
  },
  {
    path: '/ar-preview',
    title: 'AR Preview',
    summary: 'See your card standing in your room through your phone’s camera.',
    plans: [
      'Open the camera and place your card in the room.',
      'Capture a picture of it and share the AR view.',
    ],
    icon: IconCube,
    built: true,
  },
  {
    path: '/smart-scheduling',
    title: 'Smart Scheduling',
    summary: 'Send by email, SMS, post or social at the right moment in their time zone.',
    plans: [
      'Schedule delivery by email, SMS, physical mail or social.',
      'Deliver at the recipient’s local time, with reminders before the day.',
      'Repeat birthdays and anniversaries every year.',
    ],
    icon: IconCalendar,
    built: true,
  },
  {
    path: '/collaboration',
    title: 'Group Collaboration',
    summary: 'Invite friends and sign the same card together, live.',
    plans: [
      'Invite people by email or with a share link.',
      'See each other’s cursors and edits as they happen.',
    ],
    icon: IconUsers,
    built: true,
  },
  {
    path: '/social-integration',
    title: 'Social Sharing',
    summary: 'Share to Facebook, X, Instagram, WhatsApp or with a simple link.',
    plans: ['Write a post to go with your card.', 'Share now or pick a date and time for it.'],
    icon: IconShare,
    built: true,
  },
] as const satisfies readonly FeaturePage[];

/** Feature pages outside the home grids. */
export const TOOL_PAGES = [
  {
    path: '/test-ai',
    title: 'AI Test Bench',
    summary: 'Try a prompt against the message generator and read the raw answer.',
    plans: ['Type a prompt, generate a message and inspect the result.'],
    icon: IconFlask,
    built: true,
  },
] as const satisfies readonly FeaturePage[];

/** Feature pages still being built: the router serves each with the placeholder page. */
export const UNBUILT_FEATURES: readonly FeaturePage[] = [...PRODUCT_FEATURES, ...TOOL_PAGES].filter(
  (feature) => !feature.built,
);
