import type { TestProject } from 'vitest/node';
import { applyMigrations, startTestInfra } from '@cardsmith/service-kit/testing';
import { migrations as cardsMigrations } from '../../cards/migrations/index.js';
import { migrations } from '../migrations/index.js';

// The cards service runs in-process in the tests (rooms load from and save to it): its schema too.
export default async function setup(project: TestProject) {
  const infra = await startTestInfra();
  await applyMigrations(infra.databaseUrl, [
    { schema: 'collab', migrations },
    { schema: 'cards', migrations: cardsMigrations },
  ]);
  project.provide('infra', {
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    redisPrefix: infra.redisPrefix,
  });
  return () => infra.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    infra: { databaseUrl: string; redisUrl: string; redisPrefix: string };
  }
}
