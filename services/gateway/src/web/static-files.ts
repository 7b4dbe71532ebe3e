import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pLimit from 'p-limit';
import { cacheControlFor } from './spa.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** Text and uncompressed font formats: a compressed copy is much smaller. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|ttf|otf)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Quality of the copies made at start-up for files the build left uncompressed (its own are at the
 * highest level): fast enough that the fonts of the build (~9 MB) take well under a second.
 */
const START_UP_BROTLI_QUALITY = 5;
const START_UP_GZIP_LEVEL = 6;
/**
 * Files read and compressed at once at start-up. Each compression holds its encoder's window and
 * tables until it ends, so starting one per file (the build has ~3,900, most of them emoji) took
 * the gateway past 1.7 GB; libuv runs four at a time anyway.
 */
const START_UP_CONCURRENCY = 4;

type Encoding = 'br' | 'gzip';

interface Representation {
  body: Buffer;
  etag: string;
  /** The answer's headers as a flat name, value list, built once: writeHead takes it as is. */
  okHeaders: readonly string[];
  notModifiedHeaders: readonly string[];
}

/** One file of the build, read at start-up with every representation the gateway sends. */
interface StaticFile {
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
  lastModified: string;
  /** Every ETag this file is sent with, so any of them answers a revalidation with 304. */
  etags: ReadonlySet<string>;
}

export interface StaticAnswer {
  statusCode: 200 | 304;
  /** Flat name, value list (what `response.writeHead` accepts). */
  headers: readonly string[];
  /** Null for HEAD and 304. */
  body: Buffer | null;
}

/** A flat header list as an object, for an API that wants one. */
export function headerObject(flat: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) headers[flat[i]!] = flat[i + 1]!;
  return headers;
}

function etagOf(body: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;
}

/** The encoding to send: brotli, then gzip, when the request accepts it and a copy exists. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (available[encoding] && (accepted.has(encoding) || accepted.has('*'))) return encoding;
  }
  return null;
}

/** Whether an If-None-Match header names one of the file's ETags (weak comparison). */
function matchesEtag(ifNoneMatch: string, etags: ReadonlySet<string>): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.has(tag.trim().replace(/^W\//, '')));
}

/**
 * The files of the web build, held in memory from start-up with their compressed copies, ETags
 * and every answer's headers (`extraHeaders` included), so a request for one costs no file
 * system call, no compression and no header building. A file added to the
 * folder later is not here: the gateway's file route serves it from disk.
 */
export class StaticFiles {
  private constructor(private readonly files: ReadonlyMap<string, StaticFile>) {}

  static empty(): StaticFiles {
    return new StaticFiles(new Map());
  }

  /**
   * Reads every file of `distDir` except dotfiles, `index.html` (the SPA's page, answered with a
   * visitor by its own route) and the build's `.br`/`.gz` copies (used as the representations of
   * the file they compress). A missing folder gives an empty set.
   */
  static async load(
    distDir: string,
    extraHeaders: Readonly<Record<string, string>> = {},
  ): Promise<StaticFiles> {
    const root = path.resolve(distDir);
    let names: string[];
    try {
      names = (await readdir(root, { recursive: true })).map(String);
    } catch {
      return StaticFiles.empty();
    }
    const present = new Set(names);
    const files = new Map<string, StaticFile>();
    const limit = pLimit(START_UP_CONCURRENCY);
    await Promise.all(
      names.map((relative) =>
        limit(async () => {
          const posix = relative.split(path.sep).join('/');
          if (posix === 'index.html' || /\.(?:br|gz)$/.test(posix)) return;
          if (posix.split('/').some((segment) => segment.startsWith('.'))) return;
          const file = path.join(root, relative);
          const info = await stat(file);
          if (!info.isFile()) return;
          files.set(
            `/${posix}`,
            await readStaticFile({
              file,
              posix,
              relative,
              mtime: info.mtime,
              present,
              extraHeaders,
            }),
          );
        }),
      ),
    );
    return new StaticFiles(files);
  }

  get size(): number {
    return this.files.size;
  }

  /**
   * The answer to a GET or HEAD of a build file, or null when the request is not one (another
   * method, a path not in memory, a query or a Range the file route handles).
   */
  answer(method: string, url: string, headers: IncomingHttpHeaders): StaticAnswer | null {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (headers.range !== undefined) return null;
    const file = this.files.get(url);
    if (!file) return null;
    const encoding = pickEncoding(headers['accept-encoding'], file.encoded);
    const representation = encoding ? file.encoded[encoding]! : file.identity;
    const ifNoneMatch = headers['if-none-match'];
    const ifModifiedSince = headers['if-modified-since'];
    const unchanged =
      ifNoneMatch !== undefined
        ? matchesEtag(ifNoneMatch, file.etags)
        : ifModifiedSince !== undefined && ifModifiedSince === file.lastModified;
    if (unchanged) {
      return { statusCode: 304, headers: representation.notModifiedHeaders, body: null };
    }
    return {
      statusCode: 200,
      headers: representation.okHeaders,
      body: method === 'HEAD' ? null : representation.body,
    };
  }
}

interface FileToRead {
  /** Absolute path. */
  file: string;
  /** Path inside the build, with / separators. */
  posix: string;
  /** Path inside the build as readdir named it. */
  relative: string;
  mtime: Date;
  /** Every name readdir found: which compressed copies the build wrote. */
  present: ReadonlySet<string>;
  /** Sent with every answer (the security headers). */
  extraHeaders: Readonly<Record<string, string>>;
}

/**
 * zlib answers a small input with a view of its whole output chunk (16 KB and more): kept for the
 * life of the process, the ~3,700 emoji's copies held some 200 MB of unused chunk.
 */
function exactCopy(compressed: Buffer): Buffer {
  // Not Buffer.from: it puts small copies in shared 8 KB pool slabs, which other allocations
  // keep alive around them.
  const copy = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(copy);
  return copy;
}

async function readStaticFile({
  file,
  posix,
  relative,
  mtime,
  present,
  extraHeaders,
}: FileToRead): Promise<StaticFile> {
  const body = await readFile(file);
  const compressible = COMPRESSIBLE.test(posix) && body.length >= MIN_COMPRESS_BYTES;
  const built = async (suffix: string) =>
    present.has(`${relative}${suffix}`) ? readFile(`${file}${suffix}`) : null;
  const [builtBr, builtGz] = compressible
    ? await Promise.all([built('.br'), built('.gz')])
    : [null, null];
  const [br, gz] = compressible
    ? await Promise.all([
        builtBr ??
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: START_UP_BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }).then(exactCopy),
        builtGz ?? gzipAsync(body, { level: START_UP_GZIP_LEVEL }).then(exactCopy),
      ])
    : [null, null];
  const contentType =
    CONTENT_TYPES[path.extname(posix).toLowerCase()] ?? 'application/octet-stream';
  const lastModified = mtime.toUTCString();
  const varies = Boolean((br && br.length < body.length) || (gz && gz.length < body.length));
  const representation = (bytes: Buffer, etag: string, encoding: Encoding | null) => {
    const shared = [
      ...Object.entries(extraHeaders).flat(),
      'cache-control',
      cacheControlFor(posix),
      'last-modified',
      lastModified,
      'etag',
      etag,
      ...(varies ? ['vary', 'accept-encoding'] : []),
    ];
    return {
      body: bytes,
      etag,
      okHeaders: [
        ...shared,
        'content-type',
        contentType,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(bytes.length),
      ],
      notModifiedHeaders: shared,
    };
  };
  const identity = representation(body, etagOf(body), null);
  const encoded: StaticFile['encoded'] = {};
  // A compressed copy no smaller than the file is not worth a Vary.
  if (br && br.length < body.length) encoded.br = representation(br, etagOf(body, '-br'), 'br');
  if (gz && gz.length < body.length) {
    encoded.gzip = representation(gz, etagOf(body, '-gz'), 'gzip');
  }
  return {
    identity,
    encoded,
    lastModified,
    etags: new Set([identity.etag, ...Object.values(encoded).map((r) => r.etag)]),
  };
}
