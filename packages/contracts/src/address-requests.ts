import { z } from 'zod';
import { CardIdParamsSchema } from './cards.js';
import { looksLikeEmail } from './collab.js';
import { ShippingDetailsSchema } from './print.js';
import { defineRoute } from './route.js';
import { singleLine, text } from './text.js';

/**
 * Addresses by link (issue 35 item 5): a group card's organiser asks the recipient, or anyone,
 * for a postal address by a personal link; the address is for the card's print order and only
 * the organiser reads it. The cards service owns the requests (they belong to the card).
 */
export const ADDRESS_REQUEST_LIMITS = {
  labelMax: 60,
  /** Links a card may have at a time (withdrawn ones do not count). */
  openPerCard: 20,
  /** Address sends per link per hour. */
  submitsPerHour: 10,
  /** A link works this long after it was made. */
  validDays: 30,
} as const;

export const ADDRESS_REQUEST_MESSAGES = {
  linkNotFound: 'This address link is not valid. Ask the person who sent it for a new one.',
  linkWithdrawn: 'The person who sent this address link has withdrawn it.',
  linkExpired: 'This address link has expired. Ask the person who sent it for a new one.',
  notOwner: 'Only the person who made this card can ask for addresses.',
  notFound: 'We could not find that card.',
  requestNotFound: 'We could not find that address request.',
  tooMany: `A card can have at most ${ADDRESS_REQUEST_LIMITS.openPerCard} address links at a time. Withdraw one first.`,
  notAnEmail: 'That is not an email address. Enter one like name@example.com.',
  rateLimited: 'This address has been sent many times in the last hour. Please try again later.',
} as const;

export const ADDRESS_REQUEST_STATUSES = ['waiting', 'received', 'withdrawn', 'expired'] as const;
export type AddressRequestStatus = (typeof ADDRESS_REQUEST_STATUSES)[number];

export const AddressRequestInputSchema = z.object({
  /** Whom the link is for, as the organiser wants to recognise it ("Grandma"). */
  label: singleLine().trim().max(ADDRESS_REQUEST_LIMITS.labelMax).optional(),
  email: text()
    .trim()
    .max(254)
    .refine((value) => value === '' || looksLikeEmail(value), ADDRESS_REQUEST_MESSAGES.notAnEmail)
    .optional(),
  /** The organiser's name as the link's page shows it ("Sam asks for…"). */
  askerName: singleLine().trim().max(ADDRESS_REQUEST_LIMITS.labelMax).optional(),
});
export type AddressRequestInput = z.input<typeof AddressRequestInputSchema>;

/** A request as its organiser sees it: the only place a received address is ever shown. */
export const AddressRequestSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ADDRESS_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  receivedAt: z.string().nullable(),
  address: ShippingDetailsSchema.nullable(),
  /**
   * The personal link, answered only when it is made: cards keeps its hash, never the link, so
   * a lost link is withdrawn and made again.
   */
  url: z.string().nullable(),
});
export type AddressRequest = z.infer<typeof AddressRequestSchema>;

export const AddressRequestListSchema = z.object({ requests: z.array(AddressRequestSchema) });
export type AddressRequestList = z.infer<typeof AddressRequestListSchema>;

/** What the link's page shows: the card's title and who asks; never signers', never the address. */
export const AddressLinkViewSchema = z.object({
  cardTitle: z.string(),
  askerName: z.string().nullable(),
  received: z.boolean(),
  expiresAt: z.string(),
});
export type AddressLinkView = z.infer<typeof AddressLinkViewSchema>;

export const AddressTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{43}$/, ADDRESS_REQUEST_MESSAGES.linkNotFound),
});

const AddressRequestParamsSchema = CardIdParamsSchema.extend({
  requestId: text().regex(/^[A-Za-z0-9_-]{10,64}$/, 'That is not an id.'),
});

const linkErrors = {
  404: ADDRESS_REQUEST_MESSAGES.linkNotFound,
  410: ADDRESS_REQUEST_MESSAGES.linkWithdrawn,
} as const;

/** Routes of services/cards for address requests. */
export const addressRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/cards/:id/address-requests',
    params: CardIdParamsSchema,
    response: AddressRequestListSchema,
    errors: { 403: ADDRESS_REQUEST_MESSAGES.notOwner },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/address-requests',
    params: CardIdParamsSchema,
    body: AddressRequestInputSchema,
    response: AddressRequestSchema,
    status: 201,
    errors: { 403: ADDRESS_REQUEST_MESSAGES.notOwner, 409: ADDRESS_REQUEST_MESSAGES.tooMany },
  }),
  withdraw: defineRoute({
    method: 'DELETE',
    path: '/api/cards/:id/address-requests/:requestId',
    params: AddressRequestParamsSchema,
    response: AddressRequestListSchema,
    errors: {
      403: ADDRESS_REQUEST_MESSAGES.notOwner,
      404: ADDRESS_REQUEST_MESSAGES.requestNotFound,
    },
  }),
  view: defineRoute({
    method: 'GET',
    path: '/api/address/:token',
    params: AddressTokenParamsSchema,
    response: AddressLinkViewSchema,
    errors: linkErrors,
  }),
  /** The address, checked as the print form checks it (per country); sending again replaces it. */
  submit: defineRoute({
    method: 'PUT',
    path: '/api/address/:token',
    params: AddressTokenParamsSchema,
    body: ShippingDetailsSchema,
    response: AddressLinkViewSchema,
    errors: { ...linkErrors, 429: ADDRESS_REQUEST_MESSAGES.rateLimited },
  }),
} as const;
