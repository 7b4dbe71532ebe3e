import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** One Kubernetes object as `kubectl kustomize` prints it. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * What `kubectl apply -k dir` would apply, built by kubectl's own Kustomize (no cluster needed;
 * `.ci/run` installs Debian's kubectl). A kustomization kubectl refuses fails the build here too.
 */
export function kustomizeBuild(dir: string): Manifest[] {
  const output = execFileSync('kubectl', ['kustomize', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return parseAllDocuments(output).map((doc) => {
    if (doc.errors.length) throw new Error(`${dir}: ${doc.errors[0]!.message}`);
    return doc.toJS() as Manifest;
  });
}

export function podContainers(manifest: Manifest): { name: string; image: string }[] {
  const pod = manifest.spec?.template?.spec ?? manifest.spec?.jobTemplate?.spec?.template?.spec;
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : [];
}

export const repoRoot = join(dirname(new URL(import.meta.url).pathname), '..');
