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
    },
  ) {}

  /** One uploaded file, its type read from its bytes; admin files count against no visitor. */
  async storeFile(content: AsyncIterable<Uint8Array>): Promise<StoredFile> {
    const stored = await this.deps.media.upload(content, null);
    return { blobId: stored.id, contentType: stored.contentType };
  }

  /** Forgets files an upload stored before it was refused. */
  async discard(files: readonly StoredFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.deps.blobs.delete(file.blobId)));
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
    const rows = plan.templates.map((template, index) => ({
      id: randomUUID(),
      ...template,
      blob_id: files[index]!.blobId,
    }));
    await this.deps.templates.insertAll(rows);
    const created = await this.deps.templates.list({
      activeOnly: false,
      ids: rows.map((row) => row.id),
    });
    return created.map(toUploadedTemplate);
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
