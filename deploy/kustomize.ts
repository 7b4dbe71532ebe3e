import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * `kustomize build` for the subset of Kustomize our k8s/ folder uses, so CI checks what
 * `kubectl apply -k` would apply without a kubectl binary: `resources` (files and folders),
 * `namespace`, `images` and JSON 6902 `patches` chosen by kind and name. Any other field of a
 * kustomization is an error rather than silently left out of the check.
 */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  [key: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { target: { kind?: string; name?: string }; patch: string }[];
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
/** Kinds that live outside any namespace; Kustomize leaves their metadata alone. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding']);

export function kustomizeBuild(dir: string): Manifest[] {
  const kustomization = parse(
    readFileSync(join(dir, 'kustomization.yaml'), 'utf8'),
  ) as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length)
    throw new Error(`${dir}: unsupported kustomization fields ${unknown.join(', ')}`);

  let manifests = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${resource} does not exist`);
    if (statSync(path).isDirectory()) return kustomizeBuild(path);
    return parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => {
      if (doc.errors.length) throw new Error(`${path}: ${doc.errors[0]!.message}`);
      return doc.toJS() as Manifest;
    });
  });

  for (const { target, patch } of kustomization.patches ?? []) {
    const operations = parse(patch) as PatchOperation[];
    const matched = manifests.filter(
      (m) =>
        (!target.kind || m.kind === target.kind) &&
        (!target.name || m.metadata.name === target.name),
    );
    if (matched.length === 0)
      throw new Error(`${dir}: patch target ${JSON.stringify(target)} matches nothing`);
    manifests = manifests.map((m) => (matched.includes(m) ? applyPatch(m, operations) : m));
  }
  for (const image of kustomization.images ?? []) {
    for (const container of manifests.flatMap(podContainers)) {
      const [name, tag] = splitImage(container.image);
      if (name !== image.name) continue;
      container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
    }
  }
  if (kustomization.namespace) {
    for (const manifest of manifests) {
      if (!CLUSTER_SCOPED.has(manifest.kind)) manifest.metadata.namespace = kustomization.namespace;
    }
  }
  assertUnique(dir, manifests);
  return manifests;
}

export function podContainers(manifest: Manifest): { name: string; image: string }[] {
  const pod = manifest.spec?.template?.spec ?? manifest.spec?.jobTemplate?.spec?.template?.spec;
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : [];
}

function splitImage(image: string): [string, string | undefined] {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/')
    ? [image.slice(0, at), image.slice(at + 1)]
    : [image, undefined];
}

function assertUnique(dir: string, manifests: Manifest[]) {
  const seen = new Set<string>();
  for (const m of manifests) {
    const id = `${m.kind}/${m.metadata.namespace ?? ''}/${m.metadata.name}`;
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
}

type PatchOperation =
  { op: 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

/** RFC 6902 add, replace and remove on a copy; a path that does not resolve is an error. */
function applyPatch(manifest: Manifest, operations: PatchOperation[]): Manifest {
  const copy = structuredClone(manifest);
  for (const operation of operations) {
    const keys = operation.path
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent: any = copy;
    for (const key of keys) {
      parent = parent?.[key];
      if (parent === undefined) throw new Error(`patch path ${operation.path} does not exist`);
    }
    const exists = Array.isArray(parent) ? Number(last) < parent.length : last in parent;
    if (operation.op !== 'add' && !exists) {
      throw new Error(
        `patch path ${operation.path} does not exist in ${manifest.kind}/${manifest.metadata.name}`,
      );
    }
    if (operation.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (Array.isArray(parent) && operation.op === 'add') {
      parent.splice(last === '-' ? parent.length : Number(last), 0, operation.value);
    } else {
      parent[last] = operation.value;
    }
  }
  return copy;
}

export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..');
