import type {
  AdminTemplateCategory,
  MediaKind,
  TemplateType,
  VideoCategory,
  VideoJobStatus,
  VideoMusicId,
} from '@cardsmith/contracts';
import type { OutboxTable } from '@cardsmith/service-kit';
import type { ColumnType, Insertable, Selectable } from 'kysely';

export interface BlobTable {
  id: string;
  content_type: string;
  kind: MediaKind;
  bytes: ColumnType<number, number | undefined, number>;
  sha256: string | null;
  chunk_bytes: number;
  owner_visitor_id: string | null;
  /** The address the upload came from, for the per-address daily quota. */
  uploader_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the bytes are: `blob_chunk` rows, or the S3 bucket under the blob's id. */
  storage: ColumnType<BlobStorage, BlobStorage | undefined, BlobStorage>;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: ColumnType<Date | null, never, Date>;
}

export type BlobStorage = 'postgres' | 's3';

export interface BlobChunkTable {
  blob_id: string;
  seq: number;
  data: Buffer;
}

/** The downscaled copy of an uploaded image that renders draw (the source itself when small). */
export interface ImageRenditionTable {
  source_blob_id: string;
  rendition_blob_id: string;
  width: number;
  height: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Speech already synthesised, keyed by a hash of (provider, voice, text). */
export interface SpeechClipTable {
  cache_key: string;
  provider: string;
  voice: string;
  blob_id: string;
  duration_seconds: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One video card render (`video_job`); the `video-render` queue's jobs carry its id. */
export interface VideoJobTable {
  id: string;
  card_id: string;
  visitor_id: string;
  /** The template, or for an upload the intro's look. */
  template_id: string;
  upload_blob_id: string | null;
  voice_blob_id: string | null;
  /** The card's front drawn by cards for the request (null on jobs from before it was kept). */
  front_blob_id: ColumnType<string | null, string, never>;
  title: string;
  message: string;
  /** The form's occasion (a video category), when one was chosen. */
  occasion: ColumnType<VideoCategory | null, VideoCategory | null | undefined, never>;
  /** The form's music: the template's, a named bed or none. */
  music: ColumnType<VideoMusicId, VideoMusicId | undefined, never>;
  status: VideoJobStatus;
  progress: ColumnType<number, number | undefined, number>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  video_blob_id: ColumnType<string | null, string | null | undefined, string | null>;
  poster_blob_id: ColumnType<string | null, string | null | undefined, string | null>;
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** The address the request came from, for the per-address cap on unfinished renders. */
  requester_ip: ColumnType<string | null, string | null | undefined, never>;
  /** BullMQ priority the render was queued with (1 first); the queue position counts by it. */
  queue_priority: ColumnType<number, number | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A template an admin uploaded; its file is the blob `blob_id`. */
export interface UploadedTemplateTable {
  id: string;
  name: string;
  category: AdminTemplateCategory;
  type: TemplateType;
  description: string;
  tags: string[];
  duration: string | null;
  blob_id: string;
  /** Video templates: a still of the clip, for the video catalog. */
  poster_blob_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Video templates: the clip's length, measured when the upload was accepted. */
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Tables of the `media` schema. */
/** A service's thing that holds blobs, with the sequence of the last event applied for it. */
export interface BlobHolderTable {
  holder_service: string;
  holder_kind: string;
  holder_id: string;
  /** bigint: Postgres answers it as a string. */
  sequence: ColumnType<string, number, number>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface BlobReferenceTable {
  holder_service: string;
  holder_kind: string;
  holder_id: string;
  blob_id: string;
}

export interface BlobReferenceBackfillTable {
  holder_service: string;
  run: string;
  holders: number;
  completed_at: ColumnType<Date | null, never, Date>;
}

export interface BlobReferenceBackfillSeenTable {
  run: string;
  holder_service: string;
  holder_kind: string;
  holder_id: string;
}

export interface MediaDb {
  blob: BlobTable;
  blob_chunk: BlobChunkTable;
  speech_clip: SpeechClipTable;
  image_rendition: ImageRenditionTable;
  video_job: VideoJobTable;
  uploaded_template: UploadedTemplateTable;
  blob_holder: BlobHolderTable;
  blob_reference: BlobReferenceTable;
  blob_reference_backfill: BlobReferenceBackfillTable;
  blob_reference_backfill_seen: BlobReferenceBackfillSeenTable;
  outbox: OutboxTable;
}

export type VideoJobRow = Selectable<VideoJobTable>;

export type BlobRow = Selectable<BlobTable>;
export type NewBlobRow = Insertable<BlobTable>;
