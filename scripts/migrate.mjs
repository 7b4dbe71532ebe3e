import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDb, migrateToLatest } from '@cardsmith/service-kit';
import { preflight } from './preflight.mjs';
import { GATEWAY, SERVICES } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cardsmith';
await preflight({ databaseUrl, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });

for (const service of [...SERVICES, GATEWAY]) {
  const file = join(root, 'services', service.name, 'dist', 'migrations', 'index.js');
  if (!existsSync(file)) continue;
  const { migrations } = await import(pathToFileURL(file).href);
  const db = createDb(databaseUrl, service.name, 2);
  try {
    await migrateToLatest(db, service.name, migrations);
    console.log(`${service.name}: migrations applied`);
  } finally {
    await db.destroy();
  }
}
