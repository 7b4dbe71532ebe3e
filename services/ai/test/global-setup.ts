import type { TestProject } from 'vitest/node';
import { applyMigrations, startTestInfra } from '@cardsmith/service-kit/testing';
import { migrations as mediaMigrations } from '../../media/migrations/index.js';
import { migrations } from '../migrations/index.js';

export default async function setup(project: TestProject) {
  const infra = await startTestInfra();
  // Image tests store pictures through the real media app, which needs its own schema.
  await applyMigrations(infra.databaseUrl, [
    { schema: 'ai', migrations },
    { schema: 'media', migrations: mediaMigrations },
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
