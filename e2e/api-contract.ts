import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@cardsmith/contracts/openapi';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ContractProxy {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A Prism proxy in validation mode in front of the gateway, checking each exchange against the
 * OpenAPI document the gateway serves. Prism reports what breaks the document in each answer's
 * `sl-violations` header, which the e2e fixture reads (e2e/fixtures.ts).
 */
export async function startContractProxy(gatewayUrl: string, port: number): Promise<ContractProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-prism-'));
  const document = join(dir, 'openapi.json');
  writeFileSync(document, JSON.stringify(buildOpenApiDocument({ serverUrl: gatewayUrl })));
  const prism = spawn(
    join(root, 'node_modules', '.bin', 'prism'),
    [
      'proxy',
      document,
      gatewayUrl,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors',
      'false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        // Prism logs every exchange; nothing reads them past start-up.
        prism.stdout.removeListener('data', onData);
        prism.stdout.resume();
        resolve();
      }
    };
    prism.stdout.on('data', onData);
    prism.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prism.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (prism.exitCode === null) {
        const exited = new Promise((resolve) => prism.once('exit', resolve));
        prism.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface PrismViolation {
  location?: string[];
  severity: string;
  message: string;
}

/**
 * What in one exchange breaks the document. A request the document calls invalid is only a
 * finding when the gateway accepted it: tests send bad input on purpose to see the refusal.
 */
export function contractViolations(
  exchange: { method: string; path: string; status: number },
  header: string | undefined,
): string[] {
  if (!header) return [];
  return (JSON.parse(header) as PrismViolation[])
    .filter((violation) => violation.location?.[0] !== 'request' || exchange.status < 400)
    .map(
      (violation) =>
        `${exchange.method} ${exchange.path} → ${exchange.status}: ${violation.location?.join('.') ?? ''} ${violation.message}`,
    );
}
