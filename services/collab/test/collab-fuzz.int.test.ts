import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import { startServicesForFile } from './support.js';

const services = startServicesForFile();

describe('collab under hostile input', () => {
  it('answers every contract route without a 5xx', async () => {
    const report = await fuzzApp(services.collab.app, { internalSecret: TEST_INTERNAL_SECRET });
    expect(report.routes).toEqual(
      expect.arrayContaining(['collabRoutes.invite', 'collabAdminRoutes.listSessions']),
    );
    expect(report.failures).toEqual([]);
  }, 120_000);
});
