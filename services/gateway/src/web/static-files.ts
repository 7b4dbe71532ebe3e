import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

type Encoding = 'br' | 'gzip';

interface Representation {
  body: Buffer;
  etag: string;
}

/** One file of the build, read at start-up with every representation the gateway sends. */
interface StaticFile {
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
  contentType: string;
  cacheControl: string;
  lastModified: string;
  /** Every ETag this file is sent with, so any of them answers a revalidation with 304. */
  etags: ReadonlySet<string>;
}

export interface StaticAnswer {
  statusCode: 200 | 304;
  headers: Record<string, string>;
  /** Null for HEAD and 304. */
  body: Buffer | null;
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
 * The files of the web build, held in memory from start-up with their compressed copies and
 * ETags, so a request for one costs no file system call and no compression. A file added to the
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
  static async load(distDir: string): Promise<StaticFiles> {
    const root = path.resolve(distDir);
    let names: string[];
    try {
      names = (await readdir(root, { recursive: true })).map(String);
    } catch {
      return StaticFiles.empty();
    }
    const present = new Set(names);
    const files = new Map<string, StaticFile>();
    await Promise.all(
      names.map(async (relative) => {
        const posix = relative.split(path.sep).join('/');
        if (posix === 'index.html' || /\.(?:br|gz)$/.test(posix)) return;
        if (posix.split('/').some((segment) => segment.startsWith('.'))) return;
        const file = path.join(root, relative);
        const info = await stat(file);
        if (!info.isFile()) return;
        files.set(`/${posix}`, await readStaticFile(file, posix, info.mtime, present, relative));
      }),
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
    const answerHeaders: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      'last-modified': file.lastModified,
      etag: representation.etag,
    };
    if (Object.keys(file.encoded).length > 0) answerHeaders.vary = 'accept-encoding';
    const ifNoneMatch = headers['if-none-match'];
    const ifModifiedSince = headers['if-modified-since'];
    const unchanged =
      ifNoneMatch !== undefined
        ? matchesEtag(ifNoneMatch, file.etags)
        : ifModifiedSince !== undefined && ifModifiedSince === file.lastModified;
    if (unchanged) return { statusCode: 304, headers: answerHeaders, body: null };
    if (encoding) answerHeaders['content-encoding'] = encoding;
    answerHeaders['content-length'] = String(representation.body.length);
    return {
      statusCode: 200,
      headers: answerHeaders,
      body: method === 'HEAD' ? null : representation.body,
    };
  }
}

async function readStaticFile(
  file: string,
  posix: string,
  mtime: Date,
  present: ReadonlySet<string>,
  relative: string,
): Promise<StaticFile> {
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
          }),
        builtGz ?? gzipAsync(body, { level: START_UP_GZIP_LEVEL }),
      ])
    : [null, null];
  const identity = { body, etag: etagOf(body) };
  const encoded: StaticFile['encoded'] = {};
  // A compressed copy no smaller than the file is not worth a Vary.
  if (br && br.length < body.length) encoded.br = { body: br, etag: etagOf(body, '-br') };
  if (gz && gz.length < body.length) encoded.gzip = { body: gz, etag: etagOf(body, '-gz') };
  const extension = path.extname(posix).toLowerCase();
  return {
    identity,
    encoded,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(posix),
    lastModified: mtime.toUTCString(),
    etags: new Set([identity.etag, ...Object.values(encoded).map((r) => r.etag)]),
  };
}
