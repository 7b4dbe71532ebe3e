import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { preflight } from './preflight.mjs';
import { GATEWAY, NATIVE_ALLOCATOR_ENV, SERVICES } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cardsmith',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  LOG_PRETTY: process.stdout.isTTY ? '1' : (process.env.LOG_PRETTY ?? '0'),
  TURBO_TELEMETRY_DISABLED: '1',
};
await preflight({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });

// Turbo's cache makes this a no-op when nothing changed since the last build.
execSync('npx turbo run build --output-logs=errors-only', {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});

const upstreams = Object.fromEntries(SERVICES.map((s) => [s.env, `http://127.0.0.1:${s.port}`]));
const commands = [];
for (const service of [...SERVICES, GATEWAY]) {
  for (const entry of ['main', 'worker']) {
    const file = join(root, 'services', service.name, 'dist', 'src', `${entry}.js`);
    if (!existsSync(file)) continue;
    commands.push({
      name: entry === 'main' ? service.name : `${service.name}-worker`,
      command: `node ${file}`,
      env: {
        ...process.env,
        ...NATIVE_ALLOCATOR_ENV,
        ...env,
        ...upstreams,
        PORT: String(service.port),
      },
    });
  }
}
const { result } = concurrently(commands, {
  prefix: '[{name}]',
  killOthersOn: ['failure'],
  prefixColors: ['cyan', 'magenta', 'green', 'yellow', 'blue', 'red', 'white'],
});
console.log(
  `\nCardsmith is starting at http://localhost:${GATEWAY.port} — press Ctrl-C to stop.\n`,
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
