import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Manifest = { kind: string; metadata: { name: string }; spec?: any };
const VALIDATORS: Record<string, (doc: any) => { validate(): void }> = {
  Deployment: (doc) => new Deployment(doc),
  Service: (doc) => new Service(doc),
  ConfigMap: (doc) => new ConfigMap(doc),
  HorizontalPodAutoscaler: (doc) => new HorizontalPodAutoscaler(doc),
  Ingress: (doc) => new Ingress(doc),
  PodDisruptionBudget: (doc) => new PodDisruptionBudget(doc),
};

function baseManifests(): Manifest[] {
  const kustomization = parse(read('k8s/base/kustomization.yaml')) as { resources: string[] };
  return kustomization.resources.flatMap((file) =>
    parseAllDocuments(read(`k8s/base/${file}`)).map((doc) => doc.toJS() as Manifest),
  );
}

describe('k8s base', () => {
  const manifests = baseManifests();

  it('validates every manifest against the Kubernetes schemas', () => {
    for (const manifest of manifests) {
      const validator = VALIDATORS[manifest.kind];
      expect(validator, `no validator for ${manifest.kind}`).toBeDefined();
      expect(
        () => validator!(manifest).validate(),
        `${manifest.kind}/${manifest.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('has a probed Deployment and a Service for every service in docker-compose', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { build?: { args?: { SERVICE?: string } } }>;
    };
    const built = Object.values(compose.services)
      .map((s) => s.build?.args?.SERVICE)
      .filter((name): name is string => Boolean(name));
    expect(built.length).toBeGreaterThan(0);
    for (const name of built) {
      expect(existsSync(join(root, 'services', name)), `services/${name}`).toBe(true);
      const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === name);
      expect(deployment, `Deployment ${name}`).toBeDefined();
      const container = deployment!.spec.template.spec.containers[0];
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(manifests.some((m) => m.kind === 'Service' && m.metadata.name === name)).toBe(true);
    }
  });

  it('the production overlay points at the base and names an image per Deployment', () => {
    const overlay = parse(read('k8s/overlays/production/kustomization.yaml')) as {
      resources: string[];
      images: { name: string }[];
    };
    expect(overlay.resources).toContain('../../base');
    const images = manifests
      .filter((m) => m.kind === 'Deployment')
      .map((m) => m.spec.template.spec.containers[0].image as string);
    // A worker Deployment runs its service's image: one overlay entry serves both.
    expect(overlay.images.map((i) => i.name).sort()).toEqual([...new Set(images)].sort());
  });
});

describe('docker-compose', () => {
  type ComposeService = { ports?: string[]; environment?: Record<string, string> };
  const compose = parse(read('docker-compose.yml')) as {
    'x-env': Record<string, string>;
    services: Record<string, ComposeService>;
  };

  it('publishes the data stores and the mail catcher on loopback only', () => {
    for (const name of ['postgres', 'redis', 'mailpit']) {
      const ports = compose.services[name]?.ports ?? [];
      for (const port of ports) expect(port, `${name} ${port}`).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('takes every secret from the environment and has no default of its own', () => {
    const environments = [
      compose['x-env'],
      ...Object.values(compose.services).map((s) => s.environment ?? {}),
    ];
    const secrets = environments.flatMap((env) =>
      Object.entries(env).filter(([key]) => key.endsWith('_SECRET')),
    );
    expect(secrets.map(([key]) => key).sort()).toEqual(['COOKIE_SECRET', 'INTERNAL_SECRET']);
    for (const [key, value] of secrets) {
      expect(value, key).toMatch(new RegExp(`^\\$\\{${key}:\\?[^}]+\\}$`));
    }
  });
});

describe('k8s secrets', () => {
  it('reads every *_SECRET from a Kubernetes Secret, never a literal', () => {
    const containers = baseManifests()
      .filter((m) => m.kind === 'Deployment')
      .flatMap(
        (m) =>
          m.spec.template.spec.containers as {
            env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: unknown } }[];
          }[],
      );
    const secrets = containers.flatMap((c) =>
      (c.env ?? []).filter((e) => e.name.endsWith('_SECRET')),
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const env of secrets) {
      expect(env.value, env.name).toBeUndefined();
      expect(env.valueFrom?.secretKeyRef, env.name).toBeDefined();
    }
  });
});
