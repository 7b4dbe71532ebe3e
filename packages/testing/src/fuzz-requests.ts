import type { RouteDef } from '@cardsmith/contracts';
import { createRandom, type Random } from '@cardsmith/service-kit';
import type { z } from 'zod';
import { schemaDefOf } from './contract-routes.js';

/**
 * Hostile values and requests for the fuzz suites (issue 11), shaped by the contracts' schemas.
 * Deterministic: every request comes from a seed, so a failure names its seed.
 */

const chance = (r: Random, probability: number) => r.next() < probability;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "'; drop table card; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example/x',
  'http://169.254.169.254/latest/meta-data',
  '😀'.repeat(40),
  'abcdefghijklmnop',
] as const;

const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
] as const;

function hostileString(r: Random): string {
  switch (r.int(4)) {
    case 0:
      return 'x'.repeat(r.pick([129, 2049, 70_000]));
    case 1:
      return String.fromCharCode(...Array.from({ length: r.int(16) }, () => r.int(0xffff)));
    default:
      return r.pick(HOSTILE_STRINGS);
  }
}

/** Nested arrays and objects far deeper than any contract goes. */
function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** JSON nested deeper than JSON.stringify (or a recursive parser) could go, built as text. */
function deeplyNestedJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** Any JSON value, picked for trouble: wrong types, huge numbers, NUL, long and deep values. */
export function hostileValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return chance(r, 0.5);
    case 2:
      return r.pick(HOSTILE_NUMBERS);
    case 3:
    case 4:
      return hostileString(r);
    case 5:
      return chance(r, 0.2)
        ? deeplyNested(r.pick([64, 500]))
        : Array.from({ length: r.int(4) }, () => hostileValue(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [hostileString(r), hostileValue(r, depth + 1)]),
      );
  }
}

/**
 * A value shaped like the schema, so requests get past the first checks and into handlers, with
 * some fields swapped for hostile values.
 */
export function valueFor(schema: z.ZodType, r: Random, depth = 0): unknown {
  if (depth > 6 || chance(r, 0.12)) return hostileValue(r, depth);
  const def = schemaDefOf(schema);
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (chance(r, 0.85)) result[key] = valueFor(field, r, depth + 1);
      }
      if (chance(r, 0.1)) result[hostileString(r)] = hostileValue(r, depth + 1);
      return result;
    }
    case 'array':
      return Array.from({ length: r.int(4) }, () => valueFor(def.element!, r, depth + 1));
    case 'string':
      return chance(r, 0.5) ? r.next().toString(36).slice(2).padEnd(12, 'k') : hostileString(r);
    case 'number':
    case 'int':
      return chance(r, 0.5) ? r.int(100) : r.pick(HOSTILE_NUMBERS);
    case 'boolean':
      return chance(r, 0.5);
    case 'enum':
      return r.pick(Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return r.pick(def.values ?? [null]);
    case 'union':
      return valueFor(r.pick(def.options ?? []), r, depth + 1);
    case 'pipe':
      return valueFor(schemaDefOf(def.in!).type === 'transform' ? def.out! : def.in!, r, depth + 1);
    case 'lazy':
      return valueFor(def.getter!(), r, depth + 1);
    default: {
      const inner = def.innerType;
      return inner ? valueFor(inner, r, depth) : hostileValue(r, depth);
    }
  }
}

/** A query-string value: what the schema wants, or a hostile one, sometimes repeated. */
function queryString(values: Record<string, unknown>, r: Random): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const asText = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    search.append(key, asText);
    if (chance(r, 0.1)) search.append(key, hostileString(r));
  }
  return search.toString();
}

/** A path segment; a lone surrogate, which encodeURIComponent refuses, goes as invalid UTF-8. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const MALFORMED_JSON = ['{', '[1,', '{"a": 1,}', 'nul', '"\\ud800"', '{"a":"\\u0000"}', '\u0000'];

export interface FuzzRequest {
  method: RouteDef['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One hostile request for a route, from a seed. */
export function fuzzRequest(route: RouteDef, seed: number): FuzzRequest {
  const r = createRandom(seed);
  const params: Record<string, unknown> = {};
  for (const name of route.path.match(/:(\w+)/g) ?? []) {
    const key = name.slice(1);
    const shaped = route.params ? (valueFor(route.params, r) as Record<string, unknown>) : {};
    const value = shaped && typeof shaped === 'object' ? shaped[key] : undefined;
    params[key] = typeof value === 'string' && value !== '' ? value : hostileString(r) || 'x';
  }
  let url = route.path.replace(/:(\w+)/g, (_, name: string) => pathSegment(String(params[name])));
  if (route.querystring || chance(r, 0.2)) {
    const shaped = route.querystring ? valueFor(route.querystring, r) : {};
    const values =
      shaped && typeof shaped === 'object' && !Array.isArray(shaped)
        ? (shaped as Record<string, unknown>)
        : { q: shaped };
    const search = queryString(values, r);
    if (search) url += `?${search}`;
  }
  const headers: Record<string, string> = {};
  if (route.method === 'GET' || route.method === 'DELETE')
    return { method: route.method, url, headers };
  const shape = r.int(10);
  const payload =
    shape === 0
      ? r.pick(MALFORMED_JSON)
      : shape === 1
        ? deeplyNestedJson(r.pick([1000, 100_000]))
        : (JSON.stringify(route.body ? valueFor(route.body, r) : hostileValue(r)) ?? 'null');
  headers['content-type'] = chance(r, 0.05) ? 'text/plain' : 'application/json';
  return { method: route.method, url, headers, payload };
}

export interface MultipartCase {
  name: string;
  contentType: string;
  payload: Buffer;
}

const PART_HEAD =
  'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

/** Multipart bodies a parser must refuse cleanly: no boundary, cut-off parts, odd boundaries. */
export function hostileMultipartBodies(): MultipartCase[] {
  const part = `--b\r\n${PART_HEAD}\u0089PNG\r\n\u001a\n`;
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `--b\r\n${PART_HEAD}abc\r\n--b--\r\n`],
    ['truncated part', 'multipart/form-data; boundary=b', part],
    [
      'truncated part header',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-da',
    ],
    ['not multipart at all', 'multipart/form-data; boundary=b', 'hello'],
    ['boundary longer than allowed', `multipart/form-data; boundary=${'b'.repeat(300)}`, part],
    ['empty boundary', 'multipart/form-data; boundary=', part],
    [
      'NUL in the field name',
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="fi\u0000le"\r\n\r\nx\r\n--b--\r\n`,
    ],
    ['no closing delimiter', 'multipart/form-data; boundary=b', `--b\r\n${PART_HEAD}abc\r\n`],
  ];
  return cases.map(([name, contentType, payload]) => ({
    name,
    contentType,
    payload: Buffer.from(payload, 'latin1'),
  }));
}
