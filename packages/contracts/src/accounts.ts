import { z } from 'zod';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** The sign-in flow's sentences, shown to visitors as they are. */
export const ACCOUNT_MESSAGES = {
  badEmail: 'Please enter a valid email address.',
  tooManyLinks: 'Too many sign-in links were asked for. Please wait 15 minutes and try again.',
  emailUnavailable: 'We could not send the sign-in email right now. Please try again in a moment.',
  linkUnknown: 'This sign-in link is not valid. Please ask for a new one.',
  linkUsed: 'This sign-in link has already been used. Please ask for a new one.',
  linkExpired: 'This sign-in link has expired. Please ask for a new one.',
  accountDisabled: 'This account has been disabled. Please contact Cardsmith support.',
} as const;

/** How long a magic link can be used after it was sent. */
export const MAGIC_LINK_MINUTES = 15;
/** How long a device stays signed in without signing in again. */
export const ACCOUNT_SESSION_DAYS = 30;
/** Sign-in links one address, and one client network, may ask for per MAGIC_LINK_MINUTES. */
export const SIGN_IN_LIMITS = { perAddress: 5, perNetwork: 20 } as const;

export const SignInRequestSchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .max(254, ACCOUNT_MESSAGES.badEmail)
    .pipe(z.email(ACCOUNT_MESSAGES.badEmail)),
});

/** The token of a magic link: 32 random bytes, base64url. */
export const VerifySignInSchema = z.object({
  token: text().min(1, ACCOUNT_MESSAGES.linkUnknown).max(128, ACCOUNT_MESSAGES.linkUnknown),
});

export const AccountSchema = z.object({ id: z.string(), email: z.string() });
export type Account = z.infer<typeof AccountSchema>;

export const AccountSessionSchema = z.object({
  signedIn: z.literal(true),
  account: AccountSchema,
  expiresAt: z.string(),
});

/** Whether this device is signed in: answered 200 either way (the page asks it on load). */
export const AccountSessionStatusSchema = z.discriminatedUnion('signedIn', [
  AccountSessionSchema,
  z.object({ signedIn: z.literal(false) }),
]);
export type AccountSessionStatus = z.infer<typeof AccountSessionStatusSchema>;

/** Served by the gateway itself (`services/gateway/src/accounts`). */
export const accountRoutes = {
  /** Emails a magic link to the address; the same answer whether or not an account exists. */
  signIn: defineRoute({
    method: 'POST',
    path: '/api/auth/sign-in',
    body: SignInRequestSchema,
    response: z.object({ sent: z.literal(true), expiresInMinutes: z.number().int() }),
  }),
  /**
   * Signs this device in with a link's token (once) and moves the visitor's anonymous work to
   * the account. A POST from the verify page, so a mail scanner fetching the link signs nobody in.
   */
  verify: defineRoute({
    method: 'POST',
    path: '/api/auth/verify',
    body: VerifySignInSchema,
    response: AccountSessionSchema,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/auth/sign-out',
    response: z.object({ signedIn: z.literal(false) }),
  }),
  session: defineRoute({
    method: 'GET',
    path: '/api/auth/session',
    response: AccountSessionStatusSchema,
  }),
} as const;

/** The web page a magic link opens; it posts the token to `accountRoutes.verify`. */
export const MAGIC_LINK_PAGE = '/sign-in/verify';

const OwnerIdSchema = text().min(1).max(128);

export const ClaimOwnershipSchema = z.object({
  /** The anonymous visitor whose work moves. */
  fromOwnerId: OwnerIdSchema,
  /** The account's owner id it moves to. */
  toOwnerId: OwnerIdSchema,
});

export const OwnerCountsRequestSchema = z.object({
  ownerIds: z.array(OwnerIdSchema).min(1).max(500),
});

export const OwnerActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const OwnerActivitySchema = z.object({
  ownerId: z.string(),
  count: z.number().int(),
  lastActiveAt: z.string(),
});
export type OwnerActivity = z.infer<typeof OwnerActivitySchema>;

/**
 * Every service that keeps things per visitor serves these (service-kit
 * `registerOwnershipRoutes`, INTERNAL_SECRET): the gateway moves a visitor's work to an account at
 * sign-in, and counts what owners hold for the admin's Users section.
 */
export const ownershipRoutes = {
  /** Moves everything `fromOwnerId` owns to `toOwnerId`; running it again moves nothing more. */
  claim: defineRoute({
    method: 'POST',
    path: '/internal/ownership/claim',
    body: ClaimOwnershipSchema,
    response: z.object({ moved: z.number().int() }),
  }),
  /** How many things (cards, orders) each of these owners holds; owners with none are left out. */
  counts: defineRoute({
    method: 'POST',
    path: '/internal/ownership/counts',
    body: OwnerCountsRequestSchema,
    response: z.object({ counts: z.record(z.string(), z.number().int()) }),
  }),
  /** The owners who were active last, with how many things each holds. */
  recentOwners: defineRoute({
    method: 'GET',
    path: '/internal/ownership/owners',
    querystring: OwnerActivityQuerySchema,
    response: z.object({ owners: z.array(OwnerActivitySchema) }),
  }),
} as const;

/** What one owner holds; null when the service that knows it did not answer. */
const HeldCount = z.number().int().nullable();

export const AdminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
  cards: HeldCount,
  orders: HeldCount,
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AdminVisitorSchema = z.object({
  visitorId: z.string(),
  lastActiveAt: z.string(),
  cards: HeldCount,
  orders: HeldCount,
});
export type AdminVisitor = z.infer<typeof AdminVisitorSchema>;

export const AdminUsersSchema = z.object({
  accounts: z.array(AdminAccountSchema),
  /** Anonymous visitors who made cards or orders lately (not signed in to any account). */
  visitors: z.array(AdminVisitorSchema),
  /** Sentences for each part that could not be shown, e.g. a service that did not answer. */
  notices: z.array(z.string()),
});
export type AdminUsers = z.infer<typeof AdminUsersSchema>;

const AccountIdParamsSchema = z.object({
  id: text().regex(/^[A-Za-z0-9_-]{21,64}$/, 'That is not an account id.'),
});

/** The admin console's Users section (gateway, behind the admin session like `adminRoutes`). */
export const accountAdminRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    response: AdminUsersSchema,
  }),
  /** The account can no longer sign in and every device signed in to it is signed out. */
  disableAccount: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    params: AccountIdParamsSchema,
    response: AdminAccountSchema,
  }),
  enableAccount: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    params: AccountIdParamsSchema,
    response: AdminAccountSchema,
  }),
} as const;
