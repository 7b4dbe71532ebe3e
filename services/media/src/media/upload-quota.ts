import {
  MEDIA_QUOTA_MESSAGES,
  MEDIA_UPLOAD_QUOTAS,
  type MediaUploadQuota,
} from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';

export interface UploadUsage {
  files: number;
  bytes: number;
}

export interface UploadQuotas {
  perVisitor: MediaUploadQuota;
  perIp: MediaUploadQuota;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether one more upload fits: both the file count and the bytes already stored must be under. */
export function withinQuota(usage: UploadUsage, quota: MediaUploadQuota): boolean {
  return usage.files < quota.files && usage.bytes < quota.bytes;
}

/** What a visitor (`owner_visitor_id`) or an address (`uploader_ip`) stored since a moment. */
export type UploadUsageSource = {
  usageSince(
    column: 'owner_visitor_id' | 'uploader_ip',
    value: string,
    cutoff: Date,
  ): Promise<UploadUsage>;
};

/**
 * Refuses an upload (429) when the visitor or the address used up its day, so anonymous storage
 * stays bounded; the overshoot is at most one file, which the per-kind size limit bounds.
 */
export async function assertUploadAllowed(
  usage: UploadUsageSource,
  who: { visitorId: string; ip: string },
  options: { quotas?: UploadQuotas; now?: () => Date } = {},
): Promise<void> {
  const quotas = options.quotas ?? MEDIA_UPLOAD_QUOTAS;
  const cutoff = new Date((options.now ?? (() => new Date()))().getTime() - DAY_MS);
  const [visitor, ip] = await Promise.all([
    usage.usageSince('owner_visitor_id', who.visitorId, cutoff),
    usage.usageSince('uploader_ip', who.ip, cutoff),
  ]);
  if (!withinQuota(visitor, quotas.perVisitor)) {
    throw new HttpError(429, 'rate_limited', MEDIA_QUOTA_MESSAGES.visitor);
  }
  if (!withinQuota(ip, quotas.perIp)) {
    throw new HttpError(429, 'rate_limited', MEDIA_QUOTA_MESSAGES.ip);
  }
}
