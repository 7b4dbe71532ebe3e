/**
 * Hostile requests to every operation of the gateway's OpenAPI document, against a running
 * platform on loopback, counting the answers by status and listing every 5xx (issue 32, "Proof"):
 *
 *   node --import tsx bench/fuzz/run.ts [requests=2000]
 *
 * With FUZZ_BASE_URL it fuzzes that gateway (lift its RATE_LIMIT_MAX and ACTION_LIMIT_MULTIPLIER
 * first, or most answers are 429); otherwise it starts the built platform (`npm run build`
 * first) on BENCH_PORT_OFFSET with the limits lifted, and signs in to the admin area so the admin
 * routes are fuzzed past their sign-in. Each request comes from a seed, printed with any 5xx, so
 * a failure can be sent again. Exits 1 when any answer was a 5xx or none came.
 */
import { createRandom, type Random } from '@cardsmith/service-kit';
import { HOSTILE_STRINGS, hostileMultipartBodies, hostileValue } from '@cardsmith/testing';
import { startPlatform, TEST_PLATFORM_ADMIN_PASSWORD } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface Target {
  method: string;
  path: string;
  operation: Operation;
}

interface Sent {
  target: Target;
  seed: number;
  url: string;
  status: number;
  body: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 30_000;
const MALFORMED_JSON = ['{', '[1,', '{"a": 1,}', 'nul', '"\\ud800"', '{"a":"\\u0000"}', '\u0000'];

function hostileString(r: Random): string {
  switch (r.int(5)) {
    case 0:
      return 'x'.repeat(r.pick([129, 2049, 9000]));
    case 1:
      return String.fromCharCode(...Array.from({ length: 1 + r.int(16) }, () => 1 + r.int(0xd7ff)));
    default:
      return r.pick(HOSTILE_STRINGS) || 'x';
  }
}

/** A path segment of any text, lone surrogates included (as the UTF-8 of their replacement). */
const pathSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Signing out would end the admin session the rest of the requests are fuzzed behind. */
const ENDS_OWN_SESSION = new Set(['POST /api/admin/logout']);

function targetsOf(document: OpenApiDocument): Target[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter(
      (method) => item[method] && !ENDS_OWN_SESSION.has(`${method.toUpperCase()} ${path}`),
    ).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method]!,
    })),
  );
}

/** One hostile request for an operation: its path, query and body from the seed. */
function hostileRequest(target: Target, seed: number) {
  const r = createRandom(seed);
  const path = target.path.replace(/\{(\w+)\}/g, () => pathSegment(hostileString(r)));
  const query = new URLSearchParams();
  for (const parameter of target.operation.parameters ?? []) {
    if (parameter.in === 'query' && r.next() < 0.8) query.set(parameter.name, hostileString(r));
  }
  if (r.next() < 0.1) query.set(hostileString(r).slice(0, 40), hostileString(r));
  const url = query.size > 0 ? `${path}?${query}` : path;
  if (target.method === 'GET' || target.method === 'DELETE') return { url };

  const content = target.operation.requestBody?.content ?? {};
  if (content['multipart/form-data'] && r.next() < 0.7) {
    const cases = hostileMultipartBodies();
    const { contentType, payload } = cases[r.int(cases.length)]!;
    return { url, contentType, body: new Uint8Array(payload) };
  }
  const fields = Object.keys(content['application/json']?.schema?.properties ?? {});
  const shape = r.int(6);
  const body =
    shape === 0
      ? r.pick(MALFORMED_JSON)
      : shape === 1
        ? `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`
        : shape === 2 || fields.length === 0
          ? (JSON.stringify(hostileValue(r)) ?? 'null')
          : JSON.stringify(Object.fromEntries(fields.map((name) => [name, hostileValue(r)])));
  return { url, contentType: r.next() < 0.05 ? 'text/plain' : 'application/json', body };
}

async function send(baseUrl: string, cookie: string, target: Target, seed: number): Promise<Sent> {
  const request = hostileRequest(target, seed);
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: target.method,
      headers: {
        origin: baseUrl,
        cookie,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // An event stream the request opened (a visitor's status feed) never ends: it is closed once
    // its status is known, as the services' fuzz tests do (@cardsmith/testing fuzz.ts).
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { target, seed, url: request.url, status: response.status, body: '(event stream)' };
    }
    const body = await response.text();
    return { target, seed, url: request.url, status: response.status, body: body.slice(0, 300) };
  } catch (error) {
    // No answer at all (a hang past the limit, a reset) counts with the 5xx.
    // fetch says only "fetch failed"; its cause says how (a reset, a socket the server closed).
    const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
    const how = cause ? ` (${[cause.code, cause.message].filter(Boolean).join(': ')})` : '';
    return { target, seed, url: request.url, status: 599, body: `${message}${how}` };
  }
}

/** A visitor cookie, and the admin session's when signing in works, for one Cookie header. */
async function cookiesFor(baseUrl: string, adminPassword: string | undefined): Promise<string> {
  const page = await fetch(`${baseUrl}/api/catalog/frames`);
  const visitor = page.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!adminPassword) return visitor.join('; ');
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ password: adminPassword }),
  });
  const admin = login.ok ? login.headers.getSetCookie().map((line) => line.split(';')[0]) : [];
  return [...visitor, ...admin].join('; ');
}

async function main(): Promise<void> {
  const wanted = Number(process.argv[2] ?? 2000);
  const given = process.env.FUZZ_BASE_URL;
  const platform = given
    ? null
    : await startPlatform({
        portOffset: BENCH_PORT_OFFSET,
        env: { RATE_LIMIT_MAX: '100000000', ACTION_LIMIT_MULTIPLIER: '100000' },
      });
  const baseUrl = given ?? platform!.baseUrl;
  try {
    const document = (await (
      await fetch(`${baseUrl}/api/docs/openapi.json`)
    ).json()) as OpenApiDocument;
    const targets = targetsOf(document);
    const perOperation = Math.max(1, Math.ceil(wanted / targets.length));
    const cookie = await cookiesFor(
      baseUrl,
      given ? process.env.FUZZ_ADMIN_PASSWORD : TEST_PLATFORM_ADMIN_PASSWORD,
    );
    // FUZZ_SEEDS=90011,560000 sends only those requests (as printed with a 5xx), to repeat one.
    const only = process.env.FUZZ_SEEDS?.split(',').map(Number);
    const jobs = targets
      .flatMap((target, index) =>
        Array.from({ length: perOperation }, (_, i) => ({ target, seed: index * 10_000 + i })),
      )
      .filter(({ seed }) => !only || only.includes(seed));
    const results: Sent[] = [];
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const { target, seed } = jobs[next++]!;
          results.push(await send(baseUrl, cookie, target, seed));
        }
      }),
    );
    const byStatus = new Map<number, number>();
    for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const failures = results.filter(({ status }) => status >= 500);
    console.log(
      `${results.length} requests over ${targets.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `by status: ${[...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(', ')}`,
    );
    console.log(`5xx: ${failures.length}`);
    for (const { target, seed, url, status, body } of failures) {
      console.log(
        `  ${status} ${target.method} ${target.path} seed ${seed}: ${url.slice(0, 160)} → ${body}`,
      );
    }
    if (failures.length > 0 || results.length === 0) process.exitCode = 1;
  } finally {
    await platform?.stop();
  }
}

await main();
