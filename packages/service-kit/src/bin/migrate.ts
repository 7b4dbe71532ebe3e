#!/usr/bin/env node
/**
 * `cardsmith-migrate [service folder]`: applies one service's migrations under the migration lock
 * and exits, for a Kubernetes init container or Job. The folder defaults to the working directory
 * (the image's WORKDIR is the service's folder); the schema is SERVICE, else the folder's name.
 */
import { redactUrl } from '../run.js';
import { createLogger } from '../logger.js';
import { migrateServiceFolder } from '../migrate-service.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('[migrate] DATABASE_URL is not set: it names the Postgres the migrations go to.');
  process.exit(1);
}
const serviceDir = process.argv[2] ?? process.cwd();
const logger = createLogger('migrate', 'info');
try {
  const { schema } = await migrateServiceFolder({
    serviceDir,
    databaseUrl,
    ...(process.env.SERVICE ? { schema: process.env.SERVICE } : {}),
    logger,
  });
  logger.info({ schema }, 'migrations applied');
} catch (error) {
  console.error(
    `[migrate] Migrating ${serviceDir} against ${redactUrl(databaseUrl)} failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
