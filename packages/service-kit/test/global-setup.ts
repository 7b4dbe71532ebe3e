import type { TestProject } from 'vitest/node';
import { startTestInfra } from '../src/testing.js';

export default async function setup(project: TestProject) {
  const infra = await startTestInfra();
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
