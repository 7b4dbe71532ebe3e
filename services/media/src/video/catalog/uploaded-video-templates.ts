import type {
  TemplatesRepository,
  UploadedTemplateRow,
} from '../../templates/templates.repository.js';
import type { UploadedVideoTemplate, UploadedVideoTemplates } from './catalog.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A row without a still and a length was uploaded before they were measured (development
 * databases only): it stays out of the video catalog until it is uploaded again.
 */
function toUploadedVideo(row: UploadedTemplateRow): UploadedVideoTemplate | undefined {
  if (row.poster_blob_id === null || row.duration_seconds === null) return undefined;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    clipBlobId: row.blob_id,
    posterBlobId: row.poster_blob_id,
    durationSeconds: row.duration_seconds,
    isActive: row.is_active,
  };
}

/** The admin's uploaded video templates, from this service's `uploaded_template` table. */
export class UploadedVideoTemplatesSource implements UploadedVideoTemplates {
  constructor(private readonly templates: TemplatesRepository) {}

  async listActive(): Promise<UploadedVideoTemplate[]> {
    const rows = await this.templates.list({ activeOnly: true, type: 'video' });
    return rows.map(toUploadedVideo).filter((template) => template !== undefined);
  }

  async find(id: string): Promise<UploadedVideoTemplate | undefined> {
    // Built-in template ids are no UUIDs; the column is one, so they are never looked up.
    if (!UUID.test(id)) return undefined;
    const row = await this.templates.findVideo(id);
    return row && toUploadedVideo(row);
  }
}
