import parseRange from 'range-parser';

export interface DeliveryRequest {
  range?: string | undefined;
  ifRange?: string | undefined;
  ifNoneMatch?: string | undefined;
}

export interface DeliveredBlob {
  bytes: number;
  sha256: string;
}

/** What to answer a GET/HEAD for a blob; the route only writes it out. */
export type Delivery =
  | { status: 200; start: number; end: number }
  | { status: 206; start: number; end: number }
  | { status: 304 }
  | { status: 416 };

export function etagOf(sha256: string): string {
  return `"${sha256}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter. */
function matchesAny(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * RFC 9110 rules for one blob: a matching If-None-Match wins; a Range is honoured only when
 * If-Range (if sent) still names this content; a single range gives 206, a range outside the
 * content 416, and anything else (malformed, several ranges, another unit) the whole body.
 * Several ranges are never merged or trimmed to one: a client asking for two ranges cannot
 * read a single Content-Range as its answer, and the whole body is always a correct reply.
 */
export function planDelivery(request: DeliveryRequest, blob: DeliveredBlob): Delivery {
  const etag = etagOf(blob.sha256);
  const whole = { status: 200 as const, start: 0, end: blob.bytes - 1 };
  if (request.ifNoneMatch !== undefined && matchesAny(request.ifNoneMatch, etag)) {
    return { status: 304 };
  }
  if (request.range === undefined) return whole;
  // If-Range needs the strong comparison, and dates are not validators we hand out.
  if (request.ifRange !== undefined && request.ifRange.trim() !== etag) return whole;
  if (request.range.includes(',')) return whole;
  const ranges = parseRange(blob.bytes, request.range);
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return whole;
  const [range] = ranges;
  if (!range) return whole;
  return { status: 206, start: range.start, end: range.end };
}

/** Headers of every answer about a blob, whatever its status. */
export function deliveryHeaders(
  blob: DeliveredBlob & { contentType: string },
  delivery: Delivery,
): Record<string, string> {
  const headers: Record<string, string> = {
    etag: etagOf(blob.sha256),
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
  };
  switch (delivery.status) {
    case 304:
      return headers;
    case 416:
      return { ...headers, 'content-range': `bytes */${blob.bytes}` };
    case 200:
    case 206:
      return {
        ...headers,
        'content-type': blob.contentType,
        'content-length': String(delivery.end - delivery.start + 1),
        'content-disposition': 'inline',
        ...(delivery.status === 206
          ? { 'content-range': `bytes ${delivery.start}-${delivery.end}/${blob.bytes}` }
          : {}),
      };
  }
}
