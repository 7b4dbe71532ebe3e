import type { TestProject } from 'vitest/node';
import { applyMigrations, startTestInfra } from '@cardsmith/service-kit/testing';
import { migrations } from '../migrations/index.js';

export default async function setup(project: TestProject) {
  const infra = await startTestInfra();
  await applyMigrations(infra.databaseUrl, [{ schema: 'media', migrations }]);
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
