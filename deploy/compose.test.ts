import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'cardsmith-compose-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The `.env` the README tells a newcomer to make (the values only need to be present). */
const envFile = join(scratch, '.env');
writeFileSync(
  envFile,
  [
    'INTERNAL_SECRET=i'.padEnd(40, 'x'),
    'COOKIE_SECRET=c'.padEnd(40, 'x'),
    'ADMIN_PASSWORD=p',
    'S3_SECRET_ACCESS_KEY=s'.padEnd(40, 'x'),
  ].join('\n'),
);

/**
 * `docker-compose config`: Compose itself validates the file against its schema and resolves
 * `${VAR}` from the `.env` (Debian's docker-compose does this without a Docker engine; `.ci/run`
 * installs it). It throws with Compose's own message when the file is refused.
 */
function composeConfig(file: string): string {
  return execFileSync(
    'docker-compose',
    ['--env-file', envFile, '--project-directory', root, '-f', file, 'config'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

interface ComposeService {
  build?: { args?: { SERVICE?: string } };
  command?: string[];
  healthcheck?: { test: string[] };
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const compose = parse(composeConfig(join(root, 'docker-compose.yml'))) as ComposeFile;
const platform = Object.entries(compose.services).filter(([, s]) => s.build?.args?.SERVICE);

describe('docker-compose.yml', () => {
  it('is refused by docker-compose when it breaks the Compose schema', () => {
    const broken = join(scratch, 'broken.yml');
    writeFileSync(
      broken,
      readFileSync(join(root, 'docker-compose.yml'), 'utf8').replace(
        /^ {2}gateway:\n/m,
        '  gateway:\n    restart_policy: always\n',
      ),
    );
    expect(() => composeConfig(broken)).toThrow(/restart_policy/);
  });

  it('runs every service API and every queue worker, each with a healthcheck on its own port', () => {
    const services = readServicesDir();
    const apis = platform.filter(([, s]) => !s.command).map(([name]) => name);
    expect(apis.sort()).toEqual(services.sort());
    const workers = platform.filter(([, s]) => s.command).map(([name]) => name);
    expect(workers.sort()).toEqual(['media-worker', 'print-worker', 'scheduler-worker']);
    for (const [name, service] of platform) {
      expect(service.healthcheck?.test.join(' '), name).toContain('/healthz');
      const port = service.environment?.HEALTH_PORT;
      expect(port, `${name} HEALTH_PORT`).toBe(
        service.command ? service.environment?.METRICS_PORT : service.environment?.PORT,
      );
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition, name).toBe('service_healthy');
    }
  });

  it('keeps every Redis key (BullMQ jobs) and writes them to an append-only file', () => {
    const redis = compose.services.redis as { command: string[] };
    expect(redis.command.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(redis.command.join(' ')).toContain('--appendonly yes');
  });

  it('keeps blobs in the MinIO bucket, which browsers reach on loopback by presigned links', () => {
    for (const name of ['media', 'media-worker']) {
      const env = compose.services[name]!.environment!;
      expect(env.BLOB_STORE, name).toBe('s3');
      expect(env.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(compose.services[name]!.depends_on?.['minio-bucket']?.condition).toBe(
        'service_completed_successfully',
      );
    }
    expect(compose.services.gateway?.environment?.S3_PUBLIC_ENDPOINT).toBe(
      compose.services.media?.environment?.S3_PUBLIC_ENDPOINT,
    );
  });

  it('sends email to the Mailpit catcher unless .env names another server', () => {
    const smtp = String(compose.services.scheduler?.environment?.SMTP_URL);
    expect(smtp).toBe('smtp://mailpit:1025');
    expect(compose.services['scheduler-worker']?.environment?.SMTP_URL).toBe(smtp);
    expect(compose.services.mailpit?.healthcheck).toBeDefined();
  });
});

function readServicesDir(): string[] {
  return readdirSync(join(root, 'services')).filter((name) =>
    existsSync(join(root, 'services', name, 'package.json')),
  );
}
