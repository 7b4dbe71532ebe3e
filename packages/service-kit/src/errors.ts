import type { ApiErrorBody, ApiIssue, ErrorCode } from '@cardsmith/contracts';
import { toApiIssues } from '@cardsmith/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An error a handler or domain rule throws on purpose; it becomes the uniform error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    /** Extra top-level fields a legacy client reads (e.g. `error`, `success`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const badRequest = (message: string, issues?: ApiIssue[]) =>
  new HttpError(400, 'validation_failed', message, issues);

const VALIDATION_MESSAGE = 'Some fields are not valid.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function validationPath(context: string | undefined, instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return context === 'body' || !context ? field : field ? `${context}.${field}` : context;
}

export const MALFORMED_MULTIPART_MESSAGE =
  'The upload is not a well-formed multipart form. Please choose the file and try again.';

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a missing boundary or a cut-off
 * part as a plain Error with no code or status, so where it was raised is the only reliable sign.
 */
function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error || 'code' in error) return false;
  const origin = error.stack?.split('\n')[1] ?? '';
  return /[\\/]@fastify[\\/]busboy[\\/]/.test(origin);
}

/** Maps every error a service may meet to a status and the uniform body; never leaks internals. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ApiErrorBody & Record<string, unknown>;
} {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: {
        ...error.extra,
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const issues = error.validation.map((v) => ({
      path: validationPath(context, v.instancePath),
      message: v.message ?? 'Invalid value',
    }));
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: issues[0]?.message ?? VALIDATION_MESSAGE,
        issues,
      },
    };
  }
  if (error instanceof ZodError) {
    const issues = toApiIssues(error);
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: issues[0]?.message ?? VALIDATION_MESSAGE,
        issues,
      },
    };
  }
  if (isMultipartParseError(error)) {
    return {
      status: 400,
      body: { code: 'validation_failed', message: MALFORMED_MULTIPART_MESSAGE },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return {
        status: 413,
        body: { code: 'payload_too_large', message: 'The request is too large.' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 415,
        body: {
          code: 'unsupported_media_type',
          message: 'This content type is not accepted here.',
        },
      };
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: {
        code: status === 429 ? 'rate_limited' : 'validation_failed',
        message: fastifyError.message ?? 'Bad request.',
      },
    };
  }
  return { status: 500, body: { code: 'internal', message: INTERNAL_MESSAGE } };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // A client that hung up mid-body is not our failure; whatever the error looks like
    // (stream reset, truncated multipart), it is a 400 and not worth an error log.
    if (request.raw.readableAborted) {
      request.log.info('client aborted the request body');
      return reply.status(400).send({
        code: 'validation_failed',
        message: 'The upload was interrupted. Please try again.',
      });
    }
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
