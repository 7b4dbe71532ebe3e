import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, migrateToLatest, pingDb, type Migrations } from './db.js';
import type { Logger } from './logger.js';

export class MigrationSetupError extends Error {
  override name = 'MigrationSetupError';
}

/**
 * Applies the migrations a built service folder carries (`dist/migrations/index.js`, exporting
 * `migrations`) to its own schema, named after the folder unless `schema` is given. Kysely's
 * migrator holds a Postgres advisory lock for the run, so replicas and init containers starting
 * together apply each migration once.
 */
export async function migrateServiceFolder(options: {
  serviceDir: string;
  databaseUrl: string;
  schema?: string;
  logger?: Logger;
}): Promise<{ schema: string }> {
  const dir = resolve(options.serviceDir);
  const schema = options.schema ?? basename(dir);
  const file = join(dir, 'dist', 'migrations', 'index.js');
  if (!existsSync(file)) {
    throw new MigrationSetupError(
      `${file} does not exist: build the service first (npx turbo run build --filter=./services/${schema}).`,
    );
  }
  const { migrations } = (await import(pathToFileURL(file).href)) as { migrations?: Migrations };
  if (!migrations) throw new MigrationSetupError(`${file} exports no \`migrations\`.`);
  const db = createDb(options.databaseUrl, schema, 2);
  try {
    await pingDb(db);
    await migrateToLatest(db, schema, migrations, options.logger);
  } finally {
    await db.destroy();
  }
  return { schema };
}
