import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time used by each process on the machine (Linux `/proc`), so a bench can say which process
 * a unit of work cost what: its own, its workers', Postgres', Redis'. Two snapshots bracket the
 * work; a process that exits between them loses its share, so take the second before stopping.
 */
export interface CpuSnapshot {
  /** Busy CPU seconds of the whole machine (all cores) since boot. */
  machineBusy: number;
  /** Wall-clock time of the snapshot, in seconds. */
  at: number;
  byPid: Map<number, { name: string; seconds: number }>;
}

const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

function processCpu(pid: number): { name: string; seconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { name, seconds: ticks / ticksPerSecond };
  } catch {
    return undefined; // it exited while we read
  }
}

export function cpuSnapshot(): CpuSnapshot {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  // user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
  const times = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const busyTicks = times.reduce((sum, t) => sum + t, 0) - times[3]! - times[4]!;
  const byPid = new Map<number, { name: string; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const usage = processCpu(pid);
    if (usage) byPid.set(pid, usage);
  }
  return { machineBusy: busyTicks / ticksPerSecond, at: performance.now() / 1000, byPid };
}

/**
 * CPU seconds used between two snapshots, summed per group: `group` names a process's group from
 * its pid and name, or leaves it out. `machine` is the whole machine's busy time, `wall` the
 * seconds between the snapshots.
 */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  group: (pid: number, name: string) => string | undefined,
): { groups: Record<string, number>; machine: number; wall: number } {
  const groups: Record<string, number> = {};
  for (const [pid, now] of after.byPid) {
    const name = group(pid, now.name);
    if (!name) continue;
    const then = before.byPid.get(pid);
    const used = now.seconds - (then && then.name === now.name ? then.seconds : 0);
    groups[name] = (groups[name] ?? 0) + used;
  }
  return {
    groups,
    machine: after.machineBusy - before.machineBusy,
    wall: after.at - before.at,
  };
}
