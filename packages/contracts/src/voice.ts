import { z } from 'zod';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** Spec 001 §3: the voice options, alloy the default. */
export const VOICE_OPTIONS = [
  { id: 'alloy', name: 'Alloy', description: 'Neutral and balanced.' },
  { id: 'echo', name: 'Echo', description: 'Warm and clear.' },
  { id: 'fable', name: 'Fable', description: 'Expressive storyteller.' },
  { id: 'onyx', name: 'Onyx', description: 'Deep and calm.' },
  { id: 'nova', name: 'Nova', description: 'Bright and friendly.' },
  { id: 'shimmer', name: 'Shimmer', description: 'Soft and gentle.' },
] as const;
export const DEFAULT_VOICE = 'alloy';

export const VOICE_IDS = VOICE_OPTIONS.map((voice) => voice.id) as [
  (typeof VOICE_OPTIONS)[number]['id'],
  ...(typeof VOICE_OPTIONS)[number]['id'][],
];
export type VoiceId = (typeof VOICE_IDS)[number];

/** Spec 001 §9: voice text is cut to 500 characters in the dialog and refused past it here. */
export const VOICE_TEXT_MAX = 500;

export const SPEECH_PROVIDERS = ['offline', 'openai', 'google'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** The spec's sentences (spec 001 §5, §8) and the service's own for limits. */
export const VOICE_MESSAGES = {
  textRequired: 'Please enter text to convert to speech.',
  textTooLong: `Please keep the text to at most ${VOICE_TEXT_MAX} characters.`,
  speechFailed: 'Could not convert text to speech. Please try again.',
  invalidAudio: 'Invalid File - Please upload an audio file',
} as const;

export const VoiceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type VoiceOption = z.infer<typeof VoiceOptionSchema>;
export const VoiceOptionListSchema = z.array(VoiceOptionSchema);

export const SpeechRequestSchema = z.object({
  text: text({ error: VOICE_MESSAGES.textRequired })
    .trim()
    .min(1, VOICE_MESSAGES.textRequired)
    .max(VOICE_TEXT_MAX, VOICE_MESSAGES.textTooLong),
  voice: z.enum(VOICE_IDS, { error: `Choose one of: ${VOICE_IDS.join(', ')}.` }),
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;

const speechResult = {
  audioUrl: z.string(),
  durationSeconds: z.number().nonnegative(),
  /** Which provider spoke; the UI names the offline one. */
  provider: z.enum(SPEECH_PROVIDERS),
};
export const SpeechResultSchema = z.object(speechResult);
export type SpeechResult = z.infer<typeof SpeechResultSchema>;

export const TextToSpeechResponseSchema = z.object({ success: z.literal(true), ...speechResult });

/** Routes served by services/media for voices and speech (spec 001 §7). */
export const voiceRoutes = {
  listVoiceOptions: defineRoute({
    method: 'GET',
    path: '/api/voice/options',
    response: VoiceOptionListSchema,
  }),
  textToSpeech: defineRoute({
    method: 'POST',
    path: '/api/voice/text-to-speech',
    body: SpeechRequestSchema,
    response: TextToSpeechResponseSchema,
  }),
  generateSpeech: defineRoute({
    method: 'POST',
    path: '/api/speech/generate',
    body: SpeechRequestSchema,
    response: SpeechResultSchema,
  }),
} as const;

/** Spec 001 §9 and the issue: what a recorded or uploaded voice message may be. */
export const RECORDING_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxSeconds: 60,
  /** The page's recorder stops itself sooner. */
  pageMaxSeconds: 30,
} as const;

export const RECORDING_MESSAGES = {
  invalidAudio: VOICE_MESSAGES.invalidAudio,
  tooLarge: 'This recording is too large. Voice messages can be at most 10 MB.',
  tooLong: (seconds: number) =>
    `This recording is ${Math.round(seconds)} seconds long; voice messages can be at most ${RECORDING_LIMITS.maxSeconds} seconds.`,
  unreadable: 'We could not read the length of this recording. Please record or choose it again.',
} as const;

export const VOICE_MESSAGE_SOURCES = ['tts', 'recording'] as const;
export type VoiceMessageSource = (typeof VOICE_MESSAGE_SOURCES)[number];

/** Multipart upload answer of `POST /api/voice/recordings` (field `file`). */
export const RecordingSchema = z.object({
  audioUrl: z.string(),
  durationSeconds: z.number().nonnegative(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type Recording = z.infer<typeof RecordingSchema>;
