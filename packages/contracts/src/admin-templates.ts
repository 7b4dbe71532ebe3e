import { z } from 'zod';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** Spec 001 §9: the categories an uploaded template can be filed under. */
export const ADMIN_TEMPLATE_CATEGORIES = [
  'Birthday',
  'Wedding',
  'Anniversary',
  'Holiday',
  'Thank You',
  'Congratulations',
  'Get Well',
  'Graduation',
  'Just Because',
  'Business',
] as const;
export type AdminTemplateCategory = (typeof ADMIN_TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_TYPES = ['image', 'video'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The spec's sentences ('No files selected', 'Missing information', 'Upload failed') and ours. */
export const TEMPLATE_UPLOAD_MESSAGES = {
  noFiles: 'No files selected',
  missingInformation: 'Missing information',
  missingDetail: 'Please give the template a name and a category.',
  uploadFailed: 'Upload failed',
  notImageOrVideo: 'Templates are images or videos: this file is neither.',
  unreadableVideo: 'We could not play this video. Upload an MP4, MOV or WebM file that plays.',
  mixedKinds: 'Upload images or videos in one go, not both: the type follows the first file.',
  tooManyFiles: (max: number) => `Upload at most ${max} files at a time.`,
  notFound: 'This template does not exist.',
} as const;

export const ADMIN_TEMPLATE_UPLOAD = {
  maxFiles: 10,
  /** The whole multipart body: the files within their kinds' limits, and the fields. */
  maxBodyBytes: 200 * 1024 * 1024,
  nameMax: 80,
  descriptionMax: 500,
  tagsMax: 20,
  tagMax: 40,
} as const;

/** What the admin typed in the upload form, as sent (multipart fields are strings). */
export interface TemplateUploadFields {
  name?: string;
  category?: string;
  description?: string;
  tags?: string;
  /** A video's length as shown in the catalog, e.g. '15s'. */
  duration?: string;
}

export interface PlannedTemplate {
  name: string;
  category: AdminTemplateCategory;
  type: TemplateType;
  description: string;
  tags: string[];
  duration: string | null;
}

export type TemplateUploadPlan =
  { ok: true; templates: PlannedTemplate[] } | { ok: false; title: string; message: string };

/** Comma-separated tags, each trimmed, blanks dropped, each once. */
export function splitTags(tags: string | undefined): string[] {
  const parts = (tags ?? '')
    .split(',')
    .map((tag) => tag.trim().slice(0, ADMIN_TEMPLATE_UPLOAD.tagMax));
  return [...new Set(parts.filter(Boolean))].slice(0, ADMIN_TEMPLATE_UPLOAD.tagsMax);
}

const isCategory = (value: string): value is AdminTemplateCategory =>
  (ADMIN_TEMPLATE_CATEGORIES as readonly string[]).includes(value);

/**
 * Spec 001 §5's upload rules, shared by the console (before sending) and media (authoritative):
 * files required, name and category required, one template per file with numbered names when
 * there are several, tags split on commas and trimmed, the type from the first file's kind.
 */
export function planTemplateUpload(
  fields: TemplateUploadFields,
  fileKinds: readonly string[],
): TemplateUploadPlan {
  if (fileKinds.length === 0) {
    return {
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.noFiles,
      message: 'Choose at least one image or video file.',
    };
  }
  const name = (fields.name ?? '').trim().slice(0, ADMIN_TEMPLATE_UPLOAD.nameMax);
  const category = (fields.category ?? '').trim();
  if (!name || !isCategory(category)) {
    return {
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.missingInformation,
      message: TEMPLATE_UPLOAD_MESSAGES.missingDetail,
    };
  }
  if (fileKinds.length > ADMIN_TEMPLATE_UPLOAD.maxFiles) {
    return {
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.uploadFailed,
      message: TEMPLATE_UPLOAD_MESSAGES.tooManyFiles(ADMIN_TEMPLATE_UPLOAD.maxFiles),
    };
  }
  const type = fileKinds[0];
  if (type !== 'image' && type !== 'video') {
    return {
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.uploadFailed,
      message: TEMPLATE_UPLOAD_MESSAGES.notImageOrVideo,
    };
  }
  if (fileKinds.some((kind) => kind !== type)) {
    return {
      ok: false,
      title: TEMPLATE_UPLOAD_MESSAGES.uploadFailed,
      message: TEMPLATE_UPLOAD_MESSAGES.mixedKinds,
    };
  }
  const description = (fields.description ?? '')
    .trim()
    .slice(0, ADMIN_TEMPLATE_UPLOAD.descriptionMax);
  const duration = type === 'video' ? (fields.duration ?? '').trim().slice(0, 16) || null : null;
  const tags = splitTags(fields.tags);
  return {
    ok: true,
    templates: fileKinds.map((_, index) => ({
      name: fileKinds.length > 1 ? `${name} ${index + 1}` : name,
      category,
      type,
      description,
      tags,
      duration,
    })),
  };
}

export const UploadedTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(ADMIN_TEMPLATE_CATEGORIES),
  type: z.enum(TEMPLATE_TYPES),
  description: z.string(),
  tags: z.array(z.string()),
  duration: z.string().nullable(),
  /** The file, served by media (`/api/media/{id}`). */
  fileUrl: z.string(),
  contentType: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type UploadedTemplate = z.infer<typeof UploadedTemplateSchema>;

export const UploadedTemplateListSchema = z.object({ templates: z.array(UploadedTemplateSchema) });

export const TemplateIdParamsSchema = z.object({
  id: text().uuid(TEMPLATE_UPLOAD_MESSAGES.notFound),
});
export const TemplateActiveSchema = z.object({ active: z.boolean() });
export const UploadedTemplateQuerySchema = z.object({ type: z.enum(TEMPLATE_TYPES).optional() });

/**
 * The upload itself is multipart (fields `name`, `category`, `description`, `tags`, `duration`
 * before the files, each file in a part named `files`): `POST /internal/media/admin/templates`
 * in media and `POST /api/admin/templates` in the gateway, answering `UploadedTemplateListSchema`
 * with 201.
 */
export const ADMIN_TEMPLATE_UPLOAD_PATHS = {
  internal: '/internal/media/admin/templates',
  admin: '/api/admin/templates',
} as const;

/** Served by services/media. */
export const mediaTemplateRoutes = {
  /** Active uploaded templates, for the editor's and the video page's catalogs. */
  listActive: defineRoute({
    method: 'GET',
    path: '/api/media/templates',
    querystring: UploadedTemplateQuerySchema,
    response: UploadedTemplateListSchema,
  }),
  listAll: defineRoute({
    method: 'GET',
    path: '/internal/media/admin/templates',
    response: UploadedTemplateListSchema,
  }),
  setActive: defineRoute({
    method: 'POST',
    path: '/internal/media/admin/templates/:id/active',
    params: TemplateIdParamsSchema,
    body: TemplateActiveSchema,
    response: UploadedTemplateSchema,
  }),
} as const;

/** The console's templates (`/api/admin/templates...`), relayed to media; all need the session. */
export const adminTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/templates',
    response: UploadedTemplateListSchema,
  }),
  upload: defineRoute({
    method: 'POST',
    path: ADMIN_TEMPLATE_UPLOAD_PATHS.admin,
    /** Streamed through to media: registered by hand in the gateway. */
    multipart: {
      fields: z.object({
        name: z.string(),
        category: z.string(),
        description: z.string().optional(),
        tags: z.string().optional().describe('Comma-separated'),
        duration: z.string().optional().describe('Seconds, for video templates'),
      }),
      files: { files: { required: true, accept: 'image/*, video/* (one part per file)' } },
    },
    response: UploadedTemplateListSchema,
    status: 201,
  }),
  setActive: defineRoute({
    method: 'POST',
    path: '/api/admin/templates/:id/active',
    params: TemplateIdParamsSchema,
    body: TemplateActiveSchema,
    response: UploadedTemplateSchema,
  }),
} as const;
