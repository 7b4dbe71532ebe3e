import { z } from 'zod';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** The sentences of the account page's export and deletion, shown to visitors as they are. */
export const ACCOUNT_DATA_MESSAGES = {
  tooManyExports: (when: string) =>
    `You have downloaded your data several times today. You can download it again after ${when}.`,
  tooManyErasures: 'Too many deletions were asked for from this network. Please try again later.',
  confirm: 'Type DELETE to confirm that everything should be deleted.',
  partUnavailable: (part: string) =>
    `Your ${part} could not be reached right now, so nothing more was deleted. Please try again in a few minutes: what was deleted stays deleted.`,
  exportUnavailable: (part: string) =>
    `Your ${part} could not be gathered right now. Please try again in a few minutes.`,
} as const;

/** Exports one visitor may download per UTC day, and one client network. */
export const ACCOUNT_EXPORT_LIMITS = { perVisitor: 3, perNetwork: 20 } as const;

/** The word the deletion form asks to be typed. */
export const ACCOUNT_ERASE_CONFIRMATION = 'DELETE';

/**
 * The services that keep things per visitor, in the order a deletion goes through them: the
 * scheduler first, so no delivery goes out while the rest is removed; print before cards, so an
 * order is anonymised while its card still exists for nobody.
 */
export const ACCOUNT_DATA_PARTS = ['scheduler', 'print', 'cards', 'media', 'collab', 'ai'] as const;
export type AccountDataPart = (typeof ACCOUNT_DATA_PARTS)[number];

/** What each part holds, in the visitor's words (the refusal sentences use it). */
export const ACCOUNT_DATA_PART_LABELS: Record<AccountDataPart, string> = {
  scheduler: 'scheduled deliveries',
  print: 'print orders',
  cards: 'cards',
  media: 'uploads and recordings',
  collab: 'collaborations',
  ai: 'AI usage',
};

const OwnerIdsSchema = z.array(text().min(1).max(128)).min(1).max(50);

export const AccountDataRequestSchema = z.object({
  /** The account's id and the visitors whose work was (or is being) moved to it. */
  ownerIds: OwnerIdsSchema,
});

/** A file a service stores for the owner, which the export adds as it is. */
export const AccountDataFileSchema = z.object({
  mediaId: z.string(),
  /** Its name inside the ZIP, under the service's folder (`uploads/<id>.png`). */
  name: z.string(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type AccountDataFile = z.infer<typeof AccountDataFileSchema>;

export const AccountDataExportSchema = z.object({
  /** Each entry becomes `<service>/<name>.json` in the ZIP: a list of records. */
  records: z.record(z.string(), z.array(z.unknown())),
  files: z.array(AccountDataFileSchema).default([]),
});
export type AccountDataExport = z.infer<typeof AccountDataExportSchema>;

export const AccountDataErasureSchema = z.object({
  /** How many things of each kind were deleted (or, for print orders, anonymised). */
  erased: z.record(z.string(), z.number().int().nonnegative()),
});
export type AccountDataErasure = z.infer<typeof AccountDataErasureSchema>;

/**
 * Served by every service that keeps things per visitor (service-kit
 * `registerAccountDataRoutes`, INTERNAL_SECRET): each answers for its own data, the gateway
 * gathers the answers into one ZIP or runs the deletion through every part.
 */
export const accountDataRoutes = {
  export: defineRoute({
    method: 'POST',
    path: '/internal/account-data/export',
    body: AccountDataRequestSchema,
    response: AccountDataExportSchema,
  }),
  /** Removes (or anonymises) everything the owners hold; running it again removes nothing more. */
  erase: defineRoute({
    method: 'POST',
    path: '/internal/account-data/erase',
    body: AccountDataRequestSchema,
    response: AccountDataErasureSchema,
  }),
} as const;

export const EraseAccountRequestSchema = z.object({
  confirm: z.literal(ACCOUNT_ERASE_CONFIRMATION, { error: ACCOUNT_DATA_MESSAGES.confirm }),
});

export const EraseAccountResultSchema = z.object({
  deleted: z.literal(true),
  /** Per part, what was removed: `{ cards: { cards: 3, likes: 1 }, ... }`. */
  parts: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type EraseAccountResult = z.infer<typeof EraseAccountResultSchema>;

/** Served by the gateway itself; the export (a ZIP) is in `binaryRoutes.exportAccountData`. */
export const accountDataPublicRoutes = {
  /**
   * Deletes everything the visitor (or the signed-in account) holds in every service, keeps
   * print orders anonymised for accounting, cancels pending deliveries, ends every session.
   */
  eraseAccount: defineRoute({
    method: 'DELETE',
    path: '/api/account',
    body: EraseAccountRequestSchema,
    response: EraseAccountResultSchema,
    errors: {
      429: ACCOUNT_DATA_MESSAGES.tooManyErasures,
      503: ACCOUNT_DATA_MESSAGES.partUnavailable('cards'),
    },
  }),
} as const;
