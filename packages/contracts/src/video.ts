import { z } from 'zod';
import { MEDIA_LIMITS } from './media.js';
import { defineQueue } from './queues.js';
import { defineRoute } from './route.js';
import { singleLine, text } from './text.js';

/** Spec 001 §3: the categories of video templates and of picture frames. */
export const VIDEO_CATEGORIES = [
  'Birthday',
  'Wedding',
  'Thank You',
  'Holiday',
  'Anniversary',
  'Graduation',
  'Congratulations',
  'Get Well',
  'Just Because',
] as const;
export const PICTURE_CATEGORIES = ['Family', 'Baby', 'Travel', 'Friendship'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export type PictureCategory = (typeof PICTURE_CATEGORIES)[number];

/**
 * Spec 001 §3's video card form field `music`: the template's own bed (the default), one of the
 * named beds the media service synthesises with ffmpeg, or none (the voice alone, or silence).
 */
export const VIDEO_MUSIC_OPTIONS = [
  { id: 'template', name: "Template's music", description: 'The music the template comes with.' },
  { id: 'gentle', name: 'Gentle', description: 'A soft, slow chord.' },
  { id: 'upbeat', name: 'Upbeat', description: 'A bright chord on a quick beat.' },
  { id: 'festive', name: 'Festive', description: 'Chiming bells.' },
  { id: 'romantic', name: 'Romantic', description: 'A warm minor chord, swaying.' },
  { id: 'none', name: 'No music', description: 'Only your voice, or silence.' },
] as const;
export const VIDEO_MUSIC_IDS = VIDEO_MUSIC_OPTIONS.map((option) => option.id) as [
  (typeof VIDEO_MUSIC_OPTIONS)[number]['id'],
  ...(typeof VIDEO_MUSIC_OPTIONS)[number]['id'][],
];
export type VideoMusicId = (typeof VIDEO_MUSIC_IDS)[number];
/** The beds with a sound of their own, each previewed at `/api/video/music/{id}/preview.m4a`. */
export type NamedVideoMusicId = Exclude<VideoMusicId, 'template' | 'none'>;
export const DEFAULT_VIDEO_MUSIC = 'template' satisfies VideoMusicId;

export const VIDEO_TEMPLATE_TYPES = ['video', 'image'] as const;
export type VideoTemplateType = (typeof VIDEO_TEMPLATE_TYPES)[number];

/** The output every render produces (issue 15): H.264 + AAC MP4 at 1280×720. */
export const VIDEO_OUTPUT = { width: 1280, height: 720, fps: 30 } as const;

/** Spec 001 §9: uploads up to 100 MB, the same limit as any stored video. */
export const VIDEO_UPLOAD_MAX_BYTES = MEDIA_LIMITS.video;

/** Sentences of spec 001 §5/§8 and the service's own for what the spec leaves open. */
export const VIDEO_MESSAGES = {
  missingInformation: 'Missing Information - Please select a template and add a title',
  titleRequired: 'Title is required to create your video card',
  generationFailed: 'Generation Failed - Please try again',
  loadError: 'Video Load Error - Unable to load video preview',
  templateOrFile: 'Choose a video template or upload a video file.',
  unknownTemplate: 'That video template does not exist. Choose one from the gallery.',
  notAVideo: 'This file is not a video we can use. Upload an MP4, MOV, WebM or AVI file.',
  tooLarge: 'This video is too large. Videos can be at most 100 MB.',
  emptyFile: 'This video file is empty. Choose another file.',
  notYourCard: 'You can only make a video of a card you own or edit.',
  cardNotFound: 'This card does not exist.',
  jobNotFound: 'This video does not exist.',
  unknownMusic: `That music does not exist. Choose one of: ${VIDEO_MUSIC_IDS.join(', ')}.`,
  noMusicPreview: 'That music has no preview. Choose gentle, upbeat, festive or romantic.',
  unknownOccasion: `That occasion does not exist. Choose one of: ${VIDEO_CATEGORIES.join(', ')}.`,
} as const;

export const VideoTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A frame of the template's own motion, drawn by the media service. */
  thumbnail: z.string(),
  /** A few seconds of the template's own music bed (M4A), to hear before choosing it. */
  musicPreview: z.string(),
  /** Video templates only, like '15s' (spec 001 §3); null for picture frames. */
  duration: z.string().nullable(),
  category: z.string(),
  type: z.enum(VIDEO_TEMPLATE_TYPES),
});
export type VideoTemplate = z.infer<typeof VideoTemplateSchema>;
export const VideoTemplateListSchema = z.object({ templates: z.array(VideoTemplateSchema) });

// The card id rule of cards.ts, repeated because cards.ts imports VideoMessageSchema from here.
const CardIdParamsSchema = z.object({
  id: text().regex(/^[A-Za-z0-9_-]{10,64}$/, 'That is not a card id.'),
});

export const VideoTemplatesQuerySchema = z.object({
  type: z.enum(VIDEO_TEMPLATE_TYPES).optional(),
});

const templateId = text()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, VIDEO_MESSAGES.unknownTemplate);
export const VideoTemplateIdParamsSchema = z.object({ id: templateId });

export const VIDEO_JOB_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export type VideoJobStatus = (typeof VIDEO_JOB_STATUSES)[number];
/**
 * What a job shows: its stored status, or `retrying` for a render that stopped (its worker died,
 * or a run failed and waits for its retry) and will start again from the beginning.
 */
export const VIDEO_JOB_STATES = [...VIDEO_JOB_STATUSES, 'retrying'] as const;
export type VideoJobState = (typeof VIDEO_JOB_STATES)[number];

/** Spec 001 §4's bands: under 30 analyzing, 30–59 applying effects, 60–89 rendering, then finalizing. */
export function videoProgressLabel(progress: number): string {
  if (progress < 30) return 'Analyzing';
  if (progress < 60) return 'Applying effects';
  if (progress < 90) return 'Rendering';
  return 'Finalizing';
}

export const VideoJobSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  status: z.enum(VIDEO_JOB_STATES),
  progress: z.number().int().min(0).max(100),
  label: z.string(),
  /** While waiting for its first run: 1 when it is next, 3 with two renders ahead of it. */
  queuePosition: z.number().int().min(1).optional(),
  videoUrl: z.string().optional(),
  posterUrl: z.string().optional(),
  error: z.string().optional(),
  /** What the visitor chose on the form, kept with the video card. */
  occasion: z.enum(VIDEO_CATEGORIES).optional(),
  music: z.enum(VIDEO_MUSIC_IDS),
});
export type VideoJob = z.infer<typeof VideoJobSchema>;

export const VIDEO_JOB_ID = /^[A-Za-z0-9_-]{10,64}$/;
export const VideoJobIdParamsSchema = z.object({
  id: text().regex(VIDEO_JOB_ID, 'That is not a video job id.'),
});

/**
 * The address of `POST /api/video/create-card` names the card too: the gateway checks the
 * visitor's role on it with cards before the body is read, and vouches for it to media.
 */
export const VideoCardQuerySchema = z.object({
  cardId: CardIdParamsSchema.shape.id,
});

/** The text fields of `POST /api/video/create-card` (multipart; the file is `videoFile`). */
export const VideoCardRequestFieldsSchema = z.object({
  cardId: CardIdParamsSchema.shape.id,
  type: z.enum(['template', 'upload'], { error: 'Choose a template or an upload.' }),
  templateId: templateId.optional(),
  title: singleLine().trim().max(120, 'Keep the title to 120 characters.').default(''),
  message: text().trim().max(500, 'Keep the message to 500 characters.').default(''),
  voiceAudioUrl: text()
    .regex(/^\/api\/media\/[A-Za-z0-9_-]{10,64}$/, 'Use a voice message stored here.')
    .optional(),
  occasion: z.enum(VIDEO_CATEGORIES, { error: VIDEO_MESSAGES.unknownOccasion }).optional(),
  music: z
    .enum(VIDEO_MUSIC_IDS, { error: VIDEO_MESSAGES.unknownMusic })
    .default(DEFAULT_VIDEO_MUSIC),
});
export type VideoCardRequestFields = z.output<typeof VideoCardRequestFieldsSchema>;

export const VideoMusicOptionSchema = z.object({
  id: z.enum(VIDEO_MUSIC_IDS),
  name: z.string(),
  description: z.string(),
  /** A few seconds of the bed (M4A); null for the template's music (see each template's
   * `musicPreview`) and for no music. */
  previewUrl: z.string().nullable(),
});
export type VideoMusicOption = z.infer<typeof VideoMusicOptionSchema>;
export const VideoMusicListSchema = z.object({ music: z.array(VideoMusicOptionSchema) });

export const VideoCardCreatedSchema = z.object({ success: z.literal(true), jobId: z.string() });

/** What a card carries once its video is rendered; the media service stores both files. */
export const VideoMessageSchema = z.object({
  videoUrl: text().regex(/^\/api\/media\/[A-Za-z0-9_-]{10,64}$/, 'Use a video stored here.'),
  posterUrl: text().regex(/^\/api\/media\/[A-Za-z0-9_-]{10,64}$/, 'Use a poster stored here.'),
  durationSeconds: z.number().finite().positive().max(600),
});
export type VideoMessage = z.infer<typeof VideoMessageSchema>;

/** One job per render; its id is the `video_job` row's id. */
export const VideoRenderQueue = defineQueue({
  name: 'video-render',
  jobs: { render: z.object({ jobId: z.string() }) },
});

/** JSON routes of services/media for video cards; create-card and the SSE stream are binary. */
export const videoRoutes = {
  listVideoTemplates: defineRoute({
    method: 'GET',
    path: '/api/video/templates',
    querystring: VideoTemplatesQuerySchema,
    response: VideoTemplateListSchema,
  }),
  listVideoMusic: defineRoute({
    method: 'GET',
    path: '/api/video/music',
    response: VideoMusicListSchema,
  }),
  getVideoJob: defineRoute({
    method: 'GET',
    path: '/api/video/jobs/:id',
    params: VideoJobIdParamsSchema,
    response: VideoJobSchema,
  }),
} as const;

/**
 * A finished video handed to its card: a queue cards owns, written by media's render worker
 * through its outbox in the transaction that marks the render done (media calls no service).
 * The job id is `card-video-<videoJobId>`; a card gone meanwhile keeps nothing.
 */
export const CardVideoMessagesQueue = defineQueue({
  name: 'card-video-messages',
  jobs: { set: z.object({ cardId: CardIdParamsSchema.shape.id, video: VideoMessageSchema }) },
});
