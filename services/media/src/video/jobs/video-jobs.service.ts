import {
  VIDEO_MESSAGES,
  VideoCardRequestFieldsSchema,
  type ApiIssue,
  type VideoJob,
} from '@cardsmith/contracts';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  type CardAccessClaim,
} from '@cardsmith/service-kit';
import { randomBytes } from 'node:crypto';
import { BlobTooLargeError, type BlobStore } from '../../blobs/blob-store.js';
import {
  CLIP_INTRO_TEMPLATE,
  resolveTemplate,
  type UploadedVideoTemplates,
} from '../catalog/catalog.js';
import type { NewVideoJob, VideoJobsRepository } from './video-jobs.repository.js';
import { admitRender } from './render-quota.js';
import type { VideoJobEvents, VideoJobSnapshot } from './video-job-events.js';
import { isFirstWait, msUntilStale, presentVideoJob } from './video-job-status.js';
import { detectVideoUpload } from './video-upload.js';
import { voiceUsableBy } from './voice-access.js';
import { mayMakeVideoOf } from './card-access.js';

export interface VideoQueue {
  /** Queues a render with its BullMQ priority (1 first; see admitRender). */
  enqueue(jobId: string, priority: number): Promise<void>;
}

export interface IncomingVideoCard {
  visitorId: string;
  ip: string;
  /** The visitor's role on a card, signed by the gateway that checked it with cards. */
  access: CardAccessClaim;
  fields: Record<string, string>;
  /** The `videoFile` part, already stored by `storeUpload`. */
  uploadBlobId: string | null;
}

const MEDIA_PATH = /^\/api\/media\/([A-Za-z0-9_-]{10,64})$/;
const VOICE_NOT_FOUND = 'That voice message does not exist.';

function invalid(issues: ApiIssue[]): HttpError {
  return badRequest(issues[0]?.message ?? VIDEO_MESSAGES.templateOrFile, issues);
}

/** Accepts video card requests: checks them, stores the row and queues its render. */
export class VideoJobsService {
  constructor(
    private readonly deps: {
      jobs: VideoJobsRepository;
      events: VideoJobEvents;
      blobs: BlobStore;
      queue: VideoQueue;
      templates: UploadedVideoTemplates;
      uploadMaxBytes: number;
      now?: () => Date;
    },
  ) {}

  /** Queue positions being counted, per job: viewers of one job share one count. */
  private readonly positions = new Map<string, Promise<number>>();

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Stores an uploaded clip as a blob once its bytes show it is a video within the limit. */
  async storeUpload(
    content: AsyncIterable<Uint8Array>,
    visitorId: string,
    ip: string,
  ): Promise<string> {
    const detected = await detectVideoUpload(content);
    if (!detected.ok) {
      throw badRequest(
        detected.reason === 'empty' ? VIDEO_MESSAGES.emptyFile : VIDEO_MESSAGES.notAVideo,
      );
    }
    try {
      const blob = await this.deps.blobs.put(detected.content, {
        contentType: detected.contentType,
        kind: 'video',
        ownerVisitorId: visitorId,
        uploaderIp: ip,
        maxBytes: this.deps.uploadMaxBytes,
      });
      return blob.id;
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw badRequest(VIDEO_MESSAGES.tooLarge);
      throw error;
    }
  }

  async create(request: IncomingVideoCard): Promise<string> {
    let job: NewVideoJob;
    try {
      job = await this.check(request);
    } catch (error) {
      // A refused request keeps nothing it uploaded.
      if (request.uploadBlobId) await this.deps.blobs.delete(request.uploadBlobId);
      throw error;
    }
    const stored = await this.deps.jobs.insertAdmitted(job, request.ip, admitRender);
    if ('refused' in stored) {
      if (request.uploadBlobId) await this.deps.blobs.delete(request.uploadBlobId);
      throw new HttpError(429, 'rate_limited', stored.refused);
    }
    const { row } = stored;
    // Waiting renders behind a new one of a lower priority number move back a place.
    await this.deps.events.changed(row);
    // A template request that also sent a file keeps no file.
    if (!job.uploadBlobId && request.uploadBlobId)
      await this.deps.blobs.delete(request.uploadBlobId);
    // The row is written first: an enqueue lost with Redis is put back by the reconciler.
    await this.deps.queue.enqueue(row.id, row.queue_priority);
    return row.id;
  }

  /**
   * Deletes the card front of a refused request. A delete that fails leaves it to the reclaimer
   * (nothing holds it), and the visitor hears why the request was refused, not this.
   */
  async discardFront(frontBlobId: string): Promise<void> {
    await this.deps.blobs.delete(frontBlobId).catch(() => false);
  }

  /**
   * Refuses early, before a video file is read, a visitor or address already at its cap; the
   * check that counts is the one made when the row is stored.
   */
  async assertCanQueue(visitorId: string, ip: string): Promise<void> {
    const verdict = admitRender(await this.deps.jobs.unfinished(visitorId, ip));
    if (!verdict.ok) throw new HttpError(429, 'rate_limited', verdict.message);
  }

  private async check({
    visitorId,
    access,
    fields,
    uploadBlobId,
  }: IncomingVideoCard): Promise<NewVideoJob> {
    const parsed = VideoCardRequestFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      );
    }
    const request = parsed.data;
    let templateId: string;
    if (request.type === 'template') {
      if (!request.templateId) throw badRequest(VIDEO_MESSAGES.templateOrFile);
      const source = await resolveTemplate(request.templateId, this.deps.templates, {
        activeOnly: true,
      });
      if (!source) throw badRequest(VIDEO_MESSAGES.unknownTemplate);
      templateId = request.templateId;
    } else {
      if (!uploadBlobId) throw badRequest(VIDEO_MESSAGES.templateOrFile);
      templateId = CLIP_INTRO_TEMPLATE;
    }
    if (!mayMakeVideoOf(access, request.cardId)) throw forbidden(VIDEO_MESSAGES.notYourCard);
    let voiceBlobId: string | null = null;
    if (request.voiceAudioUrl) {
      voiceBlobId = MEDIA_PATH.exec(request.voiceAudioUrl)![1]!;
      const voice = await this.deps.jobs.findVoice(voiceBlobId);
      // Someone else's recording reads as missing, so its id is not confirmed either.
      if (!voiceUsableBy(voice, visitorId)) throw badRequest(VOICE_NOT_FOUND);
    }
    return {
      id: randomBytes(16).toString('base64url'),
      cardId: request.cardId,
      visitorId,
      templateId,
      uploadBlobId: request.type === 'upload' ? uploadBlobId : null,
      voiceBlobId,
      frontBlobId: access.frontBlobId,
      title: request.title,
      message: request.message,
      occasion: request.occasion ?? null,
      music: request.music,
    };
  }

  /** Only the visitor who asked for the video sees its job; to anyone else it does not exist. */
  async get(id: string, visitorId: string): Promise<VideoJob> {
    return this.present(await this.stored(id, visitorId));
  }

  /** The stored row of a visitor's own job. */
  async stored(id: string, visitorId: string): Promise<VideoJobSnapshot> {
    const row = await this.deps.jobs.find(id);
    if (!row || row.visitor_id !== visitorId) throw notFound(VIDEO_MESSAGES.jobNotFound);
    return row;
  }

  /** The job as its owner sees it now; a first wait is placed in the queue. */
  async present(job: VideoJobSnapshot): Promise<VideoJob> {
    const ahead = isFirstWait(job) ? await this.waitingAhead(job) : undefined;
    return presentVideoJob(job, this.now(), ahead);
  }

  /** Milliseconds until the view of a job changes with time alone (see msUntilStale). */
  msUntilChange(job: VideoJobSnapshot): number | null {
    return msUntilStale(job, this.now());
  }

  private waitingAhead(job: VideoJobSnapshot): Promise<number> {
    let counting = this.positions.get(job.id);
    if (!counting) {
      counting = this.deps.jobs.waitingAhead(job).finally(() => this.positions.delete(job.id));
      this.positions.set(job.id, counting);
    }
    return counting;
  }
}
