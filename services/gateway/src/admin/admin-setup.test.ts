import { Writable } from 'node:stream';
import { createLogger } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { hashAdminPassword } from './admin-password.js';
import { ADMIN_PASSWORD_REQUIRED, resolveAdminPassword } from './admin-setup.js';

function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('admin-setup-test', 'info', sink), lines };
}

describe('resolveAdminPassword', () => {
  it('refuses to start in production without a password', async () => {
    const { logger } = capturingLogger();
    await expect(resolveAdminPassword({ NODE_ENV: 'production' }, logger)).rejects.toThrow(
      ADMIN_PASSWORD_REQUIRED,
    );
  });

  it('takes a hash in production and logs no password', async () => {
    const { logger, lines } = capturingLogger();
    const password = await resolveAdminPassword(
      { NODE_ENV: 'production', ADMIN_PASSWORD_HASH: await hashAdminPassword('from the vault') },
      logger,
    );
    expect(await password.verify('from the vault')).toBe(true);
    expect(lines).toEqual([]);
  });

  it('generates one in development and prints it once, and that one works', async () => {
    const { logger, lines } = capturingLogger();
    const password = await resolveAdminPassword({ NODE_ENV: 'development' }, logger);
    expect(lines).toHaveLength(1);
    const printed = /admin password for this run is ([A-Za-z0-9_-]{20})/.exec(lines[0]!)?.[1];
    expect(printed).toBeDefined();
    expect(await password.verify(printed!)).toBe(true);
  });
});
