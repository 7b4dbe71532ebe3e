import { z } from 'zod';

export const ApiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/** The one error body every service answers with (ARCHITECTURE §2). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ApiIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** A card payment refused by the card's bank (the test checkout's declining cards). */
  'card_declined',
  'rate_limited',
  'range_not_satisfiable',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Turns a zod error into the `issues` list of an error body: path joined with dots. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
