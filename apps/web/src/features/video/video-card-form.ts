import {
  DEFAULT_VIDEO_MUSIC,
  DEFAULT_VOICE,
  SpeechRequestSchema,
  VIDEO_MESSAGES,
  VideoCardRequestFieldsSchema,
  type VideoTemplate,
} from '@cardsmith/contracts';
import { z } from 'zod';

const request = VideoCardRequestFieldsSchema.shape;

/**
 * The video card page's fields, checked by the video service's own request rules; a template and a
 * title are what Create Video Card needs (spec 001 §5). The template is the gallery's own object,
 * so it is not parsed again, only required.
 */
export const VideoCardFormSchema = z.object({
  template: z.custom<VideoTemplate | null>().transform((template, context) => {
    if (template) return template;
    context.addIssue({ code: 'custom', message: VIDEO_MESSAGES.missingInformation });
    return z.NEVER;
  }),
  title: request.title.unwrap().min(1, VIDEO_MESSAGES.titleRequired),
  message: request.message,
  occasion: request.occasion.unwrap().nullable(),
  music: request.music,
  /** What the voice says: sent only by Generate Voice, whose answer is `voiceAudioUrl`. */
  voiceText: z.string(),
  voice: SpeechRequestSchema.shape.voice,
  voiceAudioUrl: z.string().nullable(),
});
export type VideoCardFormInput = z.input<typeof VideoCardFormSchema>;
export type VideoCardFormValues = z.output<typeof VideoCardFormSchema>;

export const INITIAL_VIDEO_CARD_FORM: VideoCardFormInput = {
  template: null,
  title: '',
  message: '',
  occasion: null,
  music: DEFAULT_VIDEO_MUSIC,
  voiceText: '',
  voice: DEFAULT_VOICE,
  voiceAudioUrl: null,
};
