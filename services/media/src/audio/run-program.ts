import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The full path of an executable on PATH, or null: optional tools are used only when present. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

let setprivPath: string | null | undefined;

/**
 * Spawns a program (stdout and stderr piped) that is killed (SIGKILL) the moment this process dies, however it dies: a
 * SIGKILLed render worker left its ffmpeg running for the whole render. Node cannot set
 * PR_SET_PDEATHSIG itself, so util-linux's `setpriv --pdeathsig KILL` sets it and execs the
 * program (no process in between; present on every Debian system). Where setpriv is missing the
 * program is spawned as it is. The signal follows the thread that spawned, which for
 * child_process is always the event loop's.
 */
export function spawnDyingWithParent(
  command: string,
  args: readonly string[],
): ChildProcessByStdio<null, Readable, Readable> {
  setprivPath ??= process.platform === 'linux' ? findExecutable('setpriv') : null;
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  return setprivPath
    ? spawn(setprivPath, ['--pdeathsig', 'KILL', '--', command, ...args], { stdio })
    : spawn(command, args, { stdio });
}

export class ProgramFailedError extends Error {
  override name = 'ProgramFailedError';
}

/**
 * Runs a program with `input` on stdin and returns its stdout. Text goes through stdin, never
 * the argument list, so words a visitor typed can never be read as an option.
 */
export function runProgram(
  command: string,
  args: readonly string[],
  input: Buffer | string = '',
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // A program that exits before reading all of stdin closes the pipe; its exit code reports why.
    child.stdin.on('error', () => {});
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new ProgramFailedError(`${command} exited with ${code}: ${stderr.slice(-500)}`));
    });
    child.stdin.end(input);
  });
}
