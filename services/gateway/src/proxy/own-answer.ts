import { legacyAiErrorFields } from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';

/** What the gateway's own error answers read of the request they answer. */
export interface AnsweredRequest {
  method: string;
  url: string;
}

/** An error the gateway answers itself, carrying the legacy fields its route's client reads. */
export function answerFor(request: AnsweredRequest, error: HttpError): HttpError {
  const extra = {
    ...error.extra,
    ...legacyAiErrorFields(request.method, request.url, error.message),
  };
  return new HttpError(error.statusCode, error.code, error.message, error.issues, extra);
}
