/**
 * Debian's nginx as a reference beside our own servers: installed with apt-get when missing, run
 * with a config of the bench's in a temp folder (one worker process, as our servers are one Node
 * process each), on loopback ports the caller picks (`freePort` of @cardsmith/testing), and
 * stopped afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nginx binary, installed with apt-get first when this machine has none. */
export function ensureNginx(): string {
  const which = () =>
    spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  let found = which().stdout.trim().split('\n')[0];
  if (!found) {
    console.log('nginx is missing: apt-get install -y nginx');
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const install = spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', 'nginx'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (install.status !== 0) throw new Error('apt-get install -y nginx failed');
    found = which().stdout.trim().split('\n')[0];
  }
  if (!found) throw new Error('nginx not found after installing it');
  return found;
}

export interface NginxConfig {
  /** The `http { … }` block's content; `folder` is the run's own, `temp` a folder workers may write. */
  http: (paths: { folder: string; temp: string }) => string;
  /** A URL nginx answers (any status) once it listens. */
  readyUrl: string;
  /** Connections of the one worker: clients and upstreams together. */
  workerConnections?: number;
}

/** Starts nginx with the given http block; `stop` ends it gracefully and removes its folder. */
export async function startNginx(
  binary: string,
  config: NginxConfig,
): Promise<{ stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'cardsmith-nginx-'));
  chmodSync(folder, 0o755);
  const temp = join(folder, 'temp');
  mkdirSync(temp);
  // Workers run as nobody when started by root: their temp files need a folder they may write.
  chmodSync(temp, 0o777);
  const connections = config.workerConnections ?? 1024;
  writeFileSync(
    join(folder, 'nginx.conf'),
    `
worker_processes 1;
worker_rlimit_nofile ${connections * 2};
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections ${connections}; }
http {
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${config.http({ folder, temp })}
}
`,
  );
  const child: ChildProcess = spawn(binary, ['-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      });
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode} on start`);
    }
    try {
      await fetch(config.readyUrl);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('nginx did not answer within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}
