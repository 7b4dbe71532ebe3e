import { randomUUID } from 'node:crypto';
import {
  planTemplateUpload,
  TEMPLATE_UPLOAD_MESSAGES,
  type TemplateType,
  type TemplateUploadFields,
  type UploadedTemplate,
} from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { BlobStore } from '../blobs/blob-store.js';
import type { MediaService } from '../media/media.service.js';
import { formatTemplateDuration } from '../video/catalog/catalog.js';
import type { ClipFacts, TemplateClipInspector } from './template-clip.js';
import type { TemplatesRepository, UploadedTemplateRow } from './templates.repository.js';

export function toUploadedTemplate(row: UploadedTemplateRow): UploadedTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    type: row.type,
    description: row.description,
    tags: row.tags,
    duration: row.duration,
    fileUrl: `/api/media/${row.blob_id}`,
    contentType: row.content_type,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

export interface StoredFile {
  blobId: string;
  contentType: string;
}

const kindOf = (contentType: string) => contentType.split('/')[0] ?? '';

/** Templates an admin uploads: stored as blobs, listed for the catalogs while active. */
export class TemplatesService {
  constructor(
    private readonly deps: {
      templates: TemplatesRepository;
      media: MediaService;
      blobs: BlobStore;
      clips: TemplateClipInspector;
    },
  ) {}

  /** One uploaded file, its type read from its bytes; admin files count against no visitor. */
  async storeFile(content: AsyncIterable<Uint8Array>): Promise<StoredFile> {
    const stored = await this.deps.media.upload(content, null);
    return { blobId: stored.id, contentType: stored.contentType };
  }

  /** Forgets files an upload stored before it was refused. */
  async discard(files: readonly StoredFile[]): Promise<void> {
    await this.deleteBlobs(files.map((file) => file.blobId));
  }

  private async deleteBlobs(blobIds: readonly string[]): Promise<void> {
    await Promise.all(blobIds.map((id) => this.deps.blobs.delete(id)));
  }

  async create(
    fields: TemplateUploadFields,
    files: readonly StoredFile[],
  ): Promise<UploadedTemplate[]> {
    const plan = planTemplateUpload(
      fields,
      files.map((file) => kindOf(file.contentType)),
    );
    if (!plan.ok) {
      await this.discard(files);
      throw new HttpError(400, 'validation_failed', plan.title, [
        {
          path: plan.title === TEMPLATE_UPLOAD_MESSAGES.noFiles ? 'files' : 'name',
          message: plan.message,
        },
      ]);
    }
    const clips = plan.templates[0]?.type === 'video' ? await this.inspectClips(files) : [];
    const rows = plan.templates.map((template, index) => {
      const clip = clips[index];
      return {
        id: randomUUID(),
        ...template,
        // The admin may leave the length blank: the measured one is shown instead.
        duration: template.duration ?? (clip ? formatTemplateDuration(clip.durationSeconds) : null),
        blob_id: files[index]!.blobId,
        poster_blob_id: clip?.posterBlobId ?? null,
        duration_seconds: clip?.durationSeconds ?? null,
      };
    });
    await this.deps.templates.insertAll(rows);
    const created = await this.deps.templates.list({
      activeOnly: false,
      ids: rows.map((row) => row.id),
    });
    return created.map(toUploadedTemplate);
  }

  /** Each video's length and still; an unplayable one refuses the whole upload, keeping nothing. */
  private async inspectClips(files: readonly StoredFile[]): Promise<ClipFacts[]> {
    const clips: ClipFacts[] = [];
    for (const file of files) {
      const clip = await this.deps.clips.inspect(file.blobId);
      if (!clip) {
        await this.deleteBlobs([
          ...files.map((stored) => stored.blobId),
          ...clips.map((stored) => stored.posterBlobId),
        ]);
        throw new HttpError(400, 'validation_failed', TEMPLATE_UPLOAD_MESSAGES.uploadFailed, [
          { path: 'files', message: TEMPLATE_UPLOAD_MESSAGES.unreadableVideo },
        ]);
      }
      clips.push(clip);
    }
    return clips;
  }

  async list(filter: { activeOnly: boolean; type?: TemplateType }): Promise<UploadedTemplate[]> {
    return (await this.deps.templates.list(filter)).map(toUploadedTemplate);
  }

  async setActive(id: string, active: boolean): Promise<UploadedTemplate> {
    const row = await this.deps.templates.setActive(id, active);
    if (!row) throw notFound(TEMPLATE_UPLOAD_MESSAGES.notFound);
    return toUploadedTemplate(row);
  }
}
