import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Node flags that write a `.cpuprofile` per process into BENCH_CPU_PROF=<dir>, for finding hot
 * spots; none when it is unset.
 */
export function cpuProfileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The `.cpuprofile`s in `dir` whose code includes `marker` (e.g. `services/gateway/dist`). */
export function findProfiles(dir: string, marker: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => join(dir, file))
    .filter((file) => readFileSync(file, 'utf8').includes(marker));
}

/**
 * Prints where a process's busy time went: each function's time including its callees (counted
 * once per sample, so recursion does not inflate it), as a share of the non-idle samples.
 */
export function printProfileSummary(file: string, top = Number(process.env.BENCH_TOP ?? 60)): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}`;
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const time = profile.timeDeltas[i] ?? 0;
    if (nodes.get(id)!.callFrame.functionName === '(idle)') return;
    busy += time;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const name = label(nodes.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
  });
  console.log(`\nprofile ${file}: ${(busy / 1e6).toFixed(1)} s busy; share of busy time:`);
  for (const [name, time] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * time) / busy).toFixed(1).padStart(6)} %  ${name}`);
  }
}
