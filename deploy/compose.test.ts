import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/**
 * What `docker compose config` does before it checks the file: `${VAR:?message}`, `${VAR:-default}`
 * and `${VAR-default}` become the default or, for a required variable, a value as .env would give.
 */
function interpolate(text: string): string {
  return text.replace(
    /\$\{(\w+)(?:(:\?|:-|-)([^}]*))?\}/g,
    (_match, name: string, form?: string, rest?: string) =>
      form === ':?' ? `${name.toLowerCase()}-from-env` : (rest ?? ''),
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

const compose = parse(interpolate(read('docker-compose.yml')), { merge: true }) as ComposeFile;
const platform = Object.entries(compose.services).filter(([, s]) => s.build?.args?.SERVICE);

describe('docker-compose.yml', () => {
  const schema = JSON.parse(read('deploy/schemas/compose-spec.json')) as Record<string, unknown>;
  // The schema names draft-07 by an address Ajv does not know by heart; its rules are draft-07.
  delete schema.$schema;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

  it('is valid against the Compose Specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check refuses what docker compose would refuse', () => {
    const broken = structuredClone(compose) as ComposeFile & Record<string, unknown>;
    (broken.services.gateway as Record<string, unknown>).restart_policy = 'always';
    expect(validate(broken)).toBe(false);
    expect(validate({ services: { gateway: { depends_on: 5 } } })).toBe(false);
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
