import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@cardsmith/contracts';
import { Ajv } from 'ajv';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service, ServiceAccount } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kustomizeBuild, podContainers, repoRoot, type Manifest } from './kustomize.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/**
 * KEDA's ScaledObject CRD schema. The API server prunes fields a structural schema does not
 * name, so a misspelt field would silently vanish: every object that lists its properties is made
 * closed here, as kubectl's strict field validation does.
 */
function closeObjects(schema: any): any {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const closed = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closeObjects(v)]));
  if (closed.type === 'object' && closed.properties && closed.additionalProperties === undefined) {
    closed.additionalProperties = false;
  }
  return closed;
}
const scaledObjectSchema = closeObjects(
  (JSON.parse(read('deploy/schemas/keda-scaledobject-v1alpha1.json')) as { schema: unknown })
    .schema,
);
const validateScaledObject = new Ajv({ strict: false, allErrors: true }).compile(
  scaledObjectSchema,
);

const VALIDATORS: Record<string, (doc: any) => void> = {
  Deployment: (doc) => new Deployment(doc).validate(),
  Service: (doc) => new Service(doc).validate(),
  ServiceAccount: (doc) => new ServiceAccount(doc).validate(),
  ConfigMap: (doc) => new ConfigMap(doc).validate(),
  HorizontalPodAutoscaler: (doc) => new HorizontalPodAutoscaler(doc).validate(),
  Ingress: (doc) => new Ingress(doc).validate(),
  NetworkPolicy: (doc) => new NetworkPolicy(doc).validate(),
  PodDisruptionBudget: (doc) => new PodDisruptionBudget(doc).validate(),
  ScaledObject: (doc) => {
    if (doc.apiVersion !== 'keda.sh/v1alpha1') throw new Error(`apiVersion ${doc.apiVersion}`);
    if (!validateScaledObject(doc)) throw new Error(JSON.stringify(validateScaledObject.errors));
  },
};

const base = kustomizeBuild(join(repoRoot, 'k8s/base'));
const overlays = {
  dev: kustomizeBuild(join(repoRoot, 'k8s/overlays/dev')),
  production: kustomizeBuild(join(repoRoot, 'k8s/overlays/production')),
};
const find = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name);

const services = readdirSync(join(repoRoot, 'services')).filter((name) =>
  existsSync(join(repoRoot, 'services', name, 'package.json')),
);
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, { build?: { args?: { SERVICE?: string } }; command?: string[] }>;
};
/** Worker processes: compose's services that run a service's image with another command. */
const workers = Object.entries(compose.services)
  .filter(([, s]) => s.build?.args?.SERVICE && s.command)
  .map(([name, s]) => ({ name, service: s.build!.args!.SERVICE!, command: s.command! }));

describe.each(Object.entries({ base, ...overlays }))('k8s %s', (_name, manifests) => {
  it('every manifest is valid against the Kubernetes and KEDA schemas', () => {
    for (const manifest of manifests) {
      const validate = VALIDATORS[manifest.kind];
      expect(validate, `no validator for ${manifest.kind}`).toBeDefined();
      expect(() => validate!(manifest), `${manifest.kind}/${manifest.metadata.name}`).not.toThrow();
    }
  });

  it('runs every container non-root with a read-only root, a /tmp of its own and requests and limits', () => {
    for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
      const pod = deployment.spec.template.spec;
      const name = deployment.metadata.name;
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      expect(pod.automountServiceAccountToken, name).toBe(false);
      for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
        const label = `${name}/${container.name}`;
        expect(container.securityContext?.allowPrivilegeEscalation, label).toBe(false);
        for (const kind of ['requests', 'limits']) {
          expect(container.resources?.[kind]?.cpu, `${label} ${kind}.cpu`).toBeDefined();
          expect(container.resources?.[kind]?.memory, `${label} ${kind}.memory`).toBeDefined();
        }
      }
      if (deployment.metadata.labels?.['app.kubernetes.io/component'] === 'datastore') continue;
      const [main] = pod.containers;
      expect(main.securityContext.readOnlyRootFilesystem, name).toBe(true);
      const tmp = main.volumeMounts.find((v: { mountPath: string }) => v.mountPath === '/tmp');
      expect(
        pod.volumes.find((v: { name: string }) => v.name === tmp?.name)?.emptyDir,
        name,
      ).toBeDefined();
    }
  });
});

describe('k8s base: one set per service', () => {
  it.each(services)(
    '%s has a ServiceAccount, a probed and migrated Deployment, a Service, a PDB, a CPU HPA and a NetworkPolicy',
    (name) => {
      for (const kind of ['ServiceAccount', 'Service', 'PodDisruptionBudget', 'NetworkPolicy']) {
        expect(find(base, kind, name), `${kind} ${name}`).toBeDefined();
      }
      const pod = find(base, 'Deployment', name)!.spec.template.spec;
      expect(pod.serviceAccountName).toBe(name);
      const [container] = pod.containers;
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      const [migrate] = pod.initContainers;
      expect(migrate.image).toBe(container.image);
      expect(migrate.command).toEqual(['node', '/app/packages/service-kit/dist/bin/migrate.js']);
      expect(existsSync(join(repoRoot, 'packages/service-kit/src/bin/migrate.ts'))).toBe(true);
      const hpa = find(base, 'HorizontalPodAutoscaler', name)!;
      expect(hpa.spec.scaleTargetRef.name).toBe(name);
      expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(workers)(
    'worker $name: its own Deployment, scaled by KEDA on its BullMQ wait list',
    (worker) => {
      const deployment = find(base, 'Deployment', worker.name)!;
      expect(deployment, worker.name).toBeDefined();
      const [container] = deployment.spec.template.spec.containers;
      expect(container.image).toBe(`cardsmith/${worker.service}`);
      expect(container.command).toEqual(worker.command);
      expect(container.livenessProbe.httpGet.port).toBe('metrics');
      expect(
        find(base, 'HorizontalPodAutoscaler', worker.name),
        'KEDA makes the HPA',
      ).toBeUndefined();
      const scaled = find(base, 'ScaledObject', worker.name)!;
      expect(scaled.spec.scaleTargetRef.name).toBe(worker.name);
      const [trigger] = scaled.spec.triggers;
      expect(trigger.type).toBe('redis');
      const config = find(base, 'ConfigMap', 'cardsmith-config')!.data!;
      expect(trigger.metadata.addressFromEnv).toBe('REDIS_ADDRESS');
      expect(config.REDIS_ADDRESS).toBeDefined();
      const queue = workerQueueName(worker.service);
      const listQueue = /^(.*)bull:(.+):wait$/.exec(trigger.metadata.listName);
      expect(listQueue?.[1], 'the app’s REDIS_PREFIX').toBe(config.REDIS_PREFIX);
      expect(listQueue?.[2]).toBe(queue);
    },
  );
});

/** The queue a service's worker entry consumes, from its `queue: <Definition>` and the contracts. */
function workerQueueName(service: string): string {
  const entry = join(repoRoot, 'services', service, 'src', 'worker.ts');
  expect(existsSync(entry), entry).toBe(true);
  const definition = /\bqueue:\s*(\w+)/.exec(readFileSync(entry, 'utf8'))?.[1];
  const queue = (contracts as Record<string, unknown>)[definition ?? ''] as { name?: string };
  expect(queue?.name, `${entry}: queue ${definition}`).toBeTypeOf('string');
  return queue.name!;
}

describe('k8s network policies', () => {
  const policies = base.filter((m) => m.kind === 'NetworkPolicy');
  const policy = (name: string) =>
    policies.find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === name);

  it('denies all ingress unless a policy allows it', () => {
    const deny = find(base, 'NetworkPolicy', 'default-deny-ingress')!;
    expect(deny.spec.podSelector).toEqual({});
    expect(deny.spec.ingress).toBeUndefined();
  });

  it('lets only the gateway be reached from outside', () => {
    const open = policies.filter((p) =>
      (p.spec.ingress ?? []).some(
        (rule: { from?: unknown[] }) => !rule.from || rule.from.length === 0,
      ),
    );
    expect(open.map((p) => p.metadata.name)).toEqual(['gateway']);
  });

  it.each(services.filter((s) => s !== 'gateway'))(
    '%s is reachable from exactly the processes whose config names its URL',
    (name) => {
      const env = `${name.toUpperCase()}_URL`;
      const callers = services
        .filter(
          (caller) => caller !== name && read(`services/${caller}/src/config.ts`).includes(env),
        )
        .flatMap((caller) => [
          caller,
          ...workers.filter((w) => w.service === caller).map((w) => w.name),
        ]);
      const rule = policy(name)!.spec.ingress.find(
        (r: { ports: { port: string }[]; from: { podSelector?: unknown }[] }) =>
          r.ports[0]!.port === 'http' && r.from[0]!.podSelector,
      );
      const allowed = rule.from[0].podSelector.matchExpressions[0].values as string[];
      expect([...allowed].sort()).toEqual(callers.sort());
    },
  );

  it('lets only the platform’s processes (and KEDA, for Redis) reach Postgres and Redis', () => {
    for (const store of ['postgres', 'redis']) {
      const [rule] = policy(store)!.spec.ingress;
      expect(rule.from[0].podSelector.matchExpressions[0].values.sort()).toEqual(['api', 'worker']);
    }
    expect(policy('redis')!.spec.ingress[0].from[1].namespaceSelector.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'keda',
    });
  });
});

describe('k8s secrets', () => {
  const containers = base.filter((m) => m.kind === 'Deployment').flatMap(podContainers) as {
    name: string;
    env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string } } }[];
  }[];
  const env = containers.flatMap((c) => c.env ?? []);

  it('reads every secret and provider key from a Kubernetes Secret, never a literal', () => {
    const secretNames = /(_SECRET|_KEY|_TOKEN|_SID|DATABASE_URL|SMTP_URL|PASSWORD_HASH)$/;
    const secrets = env.filter((e) => secretNames.test(e.name));
    expect(new Set(secrets.map((e) => e.name))).toEqual(
      new Set([
        'DATABASE_URL',
        'INTERNAL_SECRET',
        'COOKIE_SECRET',
        'ADMIN_PASSWORD_HASH',
        'OPENAI_API_KEY',
        'SMTP_URL',
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'VENDOR_API_KEY',
        'VENDOR_CALLBACK_SECRET',
        'S3_SECRET_ACCESS_KEY',
      ]),
    );
    for (const e of secrets) {
      expect(e.value, e.name).toBeUndefined();
      expect(e.valueFrom?.secretKeyRef, e.name).toBeDefined();
    }
  });

  it('mounts the Google credentials as a file where GOOGLE_APPLICATION_CREDENTIALS points', () => {
    for (const name of ['media', 'media-worker']) {
      const pod = find(base, 'Deployment', name)!.spec.template.spec;
      const path = pod.containers[0].env.find(
        (e: { name: string }) => e.name === 'GOOGLE_APPLICATION_CREDENTIALS',
      ).value as string;
      const mount = pod.containers[0].volumeMounts.find((m: { mountPath: string }) =>
        path.startsWith(`${m.mountPath}/`),
      );
      const volume = pod.volumes.find((v: { name: string }) => v.name === mount.name);
      expect(volume.secret.secretName).toBe('cardsmith-google');
      expect(volume.secret.items[0].path).toBe(path.slice(mount.mountPath.length + 1));
    }
  });
});

describe('k8s overlays', () => {
  it('production names an image per image the base uses and puts everything in one namespace', () => {
    const images = new Set(base.flatMap(podContainers).map((c) => c.image));
    const built = new Set(overlays.production.flatMap(podContainers).map((c) => c.image));
    expect([...built].every((image) => image.startsWith('registry.example.com/cardsmith/'))).toBe(
      true,
    );
    expect(built.size).toBe(images.size);
    expect(new Set(overlays.production.map((m) => m.metadata.namespace))).toEqual(
      new Set(['cardsmith']),
    );
  });

  it('dev runs one replica of each API beside its own Postgres, Redis and Mailpit', () => {
    const dev = overlays.dev;
    for (const hpa of dev.filter((m) => m.kind === 'HorizontalPodAutoscaler')) {
      expect(hpa.spec.minReplicas).toBe(1);
    }
    for (const store of ['postgres', 'redis', 'mailpit']) {
      expect(find(dev, 'Deployment', store), store).toBeDefined();
      expect(find(dev, 'Service', store), store).toBeDefined();
    }
    const redis = find(dev, 'Deployment', 'redis')!.spec.template.spec.containers[0].args.join(' ');
    expect(redis).toContain('--maxmemory-policy noeviction');
    expect(find(dev, 'ConfigMap', 'cardsmith-config')!.data!.REDIS_ADDRESS).toMatch(
      /\.cardsmith-dev\.svc/,
    );
  });
});

describe('docker-compose', () => {
  type ComposeService = { ports?: string[]; environment?: Record<string, string> };
  const raw = parse(read('docker-compose.yml')) as {
    'x-env': Record<string, string>;
    services: Record<string, ComposeService>;
  };

  it('publishes the data stores and the mail catcher on loopback only', () => {
    for (const name of ['postgres', 'redis', 'mailpit']) {
      const ports = raw.services[name]?.ports ?? [];
      for (const port of ports) expect(port, `${name} ${port}`).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('takes every secret from the environment and has no default of its own', () => {
    const environments = [
      raw['x-env'],
      ...Object.values(raw.services).map((s) => s.environment ?? {}),
    ];
    const secrets = environments.flatMap((env) =>
      Object.entries(env).filter(([key]) => key.endsWith('_SECRET')),
    );
    const required = ['COOKIE_SECRET', 'INTERNAL_SECRET'];
    expect(
      secrets
        .map(([key]) => key)
        .filter((key) => required.includes(key))
        .sort(),
    ).toEqual(required);
    for (const [key, value] of secrets) {
      // Required secrets stop compose when unset; a provider's optional one is blank (off).
      const form = required.includes(key) ? `:\\?[^}]+` : ':-';
      expect(value, key).toMatch(new RegExp(`^\\$\\{${key}${form}\\}$`));
    }
  });
});
