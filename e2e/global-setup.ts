import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestInfra } from '@cardsmith/service-kit/testing';
import { GATEWAY, SERVICES } from '../scripts/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** E2E ports sit apart from `npm start`'s, so a developer's running platform is left alone. */
const PORT_OFFSET = 10_000;

async function waitForReady(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const infra = await startTestInfra();
  const upstreams = Object.fromEntries(
    SERVICES.map((s) => [s.env, `http://127.0.0.1:${s.port + PORT_OFFSET}`]),
  );
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await infra.stop();
  };
  try {
    for (const service of [...SERVICES, GATEWAY]) {
      const main = join(root, 'services', service.name, 'dist', 'src', 'main.js');
      if (!existsSync(main)) continue;
      const port = service.port + PORT_OFFSET;
      const child = spawn(process.execPath, [main], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ...upstreams,
          PORT: String(port),
          DATABASE_URL: infra.databaseUrl,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: infra.redisPrefix,
          LOG_LEVEL: 'warn',
          PUBLIC_ORIGIN: `http://127.0.0.1:${GATEWAY.port + PORT_OFFSET}`,
        },
      });
      children.push(child);
      await waitForReady(`http://127.0.0.1:${port}/readyz`, child, service.name);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
