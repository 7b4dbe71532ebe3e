import { ADMIN_MESSAGES, adminRoutes } from '@cardsmith/contracts';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginLockout } from '../src/admin/login-lockout.js';
import { unlock } from '../src/admin/unlock-command.js';
import { buildGateway, DEAD_URL, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
const TOTP_SECRET = new Secret({ size: 20 }).base32;
/** The clock of the sign-in waits; tests move it instead of waiting. */
let clock = Date.UTC(2026, 10, 28, 9, 0, 0);
const advance = (ms: number) => (clock += ms);

let gateway: FastifyInstance;
let withCode: FastifyInstance;

beforeAll(async () => {
  const env = {
    PUBLIC_ORIGIN: ORIGIN,
    CARDS_URL: DEAD_URL,
    COLLAB_URL: DEAD_URL,
    PRINT_URL: DEAD_URL,
    MEDIA_URL: DEAD_URL,
    AI_URL: DEAD_URL,
    SCHEDULER_URL: DEAD_URL,
    WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
  };
  gateway = await buildGateway(env, ctx.redis, { now: () => clock });
  withCode = await buildGateway({ ...env, ADMIN_TOTP_SECRET: TOTP_SECRET }, ctx.redis, {
    now: () => clock,
  });
});

afterAll(async () => {
  await gateway?.close();
  await withCode?.close();
  await ctx.close();
});

let nextAddress = 1;
/** Each test guesses from addresses of its own. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function login(
  remoteAddress: string,
  password: string,
  { app = gateway, code }: { app?: FastifyInstance; code?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: adminRoutes.login.path,
    headers: { origin: ORIGIN },
    payload: { password, ...(code === undefined ? {} : { code }) },
    remoteAddress,
  });
}

// Issue 32, item 6: 50 wrong guesses from 10 addresses locked the right password out from a
// fresh address for 15 minutes.
describe('admin sign-in under guessing', () => {
  it('lets the admin in from their own network while ten networks guess', async () => {
    const guessers = Array.from({ length: 10 }, freshAddress);
    const answers: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const address of guessers) {
        answers.push((await login(address, `guess ${round}`)).statusCode);
      }
    }
    // Three guesses each are checked; the rest wait their turn.
    expect(answers.filter((status) => status === 401)).toHaveLength(30);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);
    expect((await login(freshAddress(), TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('makes one network wait longer after each wrong guess, the right password included', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await login(address, `guess ${i}`)).statusCode).toBe(401);
    const waits = [];
    for (const waitMs of [1000, 2000, 4000, 8000]) {
      const early = await login(address, TEST_ADMIN_PASSWORD);
      expect(early.statusCode).toBe(429);
      waits.push(early.json().message);
      advance(waitMs);
      expect((await login(address, 'another guess')).statusCode).toBe(401);
    }
    expect(waits).toEqual([
      'Too many wrong sign-ins from your network. Please try again in 1 second.',
      'Too many wrong sign-ins from your network. Please try again in 2 seconds.',
      'Too many wrong sign-ins from your network. Please try again in 4 seconds.',
      'Too many wrong sign-ins from your network. Please try again in 8 seconds.',
    ]);
    advance(16_000);
    expect((await login(address, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a network in at once after the unlock command clears it, or clears them all', async () => {
    const [one, two] = [freshAddress(), freshAddress()];
    for (const address of [one, two]) {
      for (let i = 0; i < 4; i++) await login(address, `guess ${i}`);
      expect((await login(address, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    }
    const lockout = new LoginLockout(ctx.redis);
    expect(await unlock(lockout, { address: one })).toBe(
      `Cleared the admin sign-in wait of ${one}'s network.`,
    );
    expect((await login(one, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login(two, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    expect(await unlock(lockout, { all: true })).toMatch(
      /^Cleared the admin sign-in waits of \d+ network\(s\)\.$/,
    );
    expect((await login(two, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the admin’s second factor (ADMIN_TOTP_SECRET)', () => {
  const code = () =>
    new TOTP({ secret: Secret.fromBase32(TOTP_SECRET) }).generate({ timestamp: clock });

  it('asks every sign-in without a code for one, whether the password is right or not', async () => {
    for (const password of [TEST_ADMIN_PASSWORD, 'wrong password']) {
      const res = await login(freshAddress(), password, { app: withCode });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_MESSAGES.codeRequired);
    }
  });

  it('signs in with the password and the current code only', async () => {
    const wrongCode = code() === '000000' ? '000001' : '000000';
    const denied = await login(freshAddress(), TEST_ADMIN_PASSWORD, {
      app: withCode,
      code: wrongCode,
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe(ADMIN_MESSAGES.accessDenied);
    const wrongPassword = await login(freshAddress(), 'wrong password', {
      app: withCode,
      code: code(),
    });
    expect(wrongPassword.json().message).toBe(ADMIN_MESSAGES.accessDenied);
    const signedIn = await login(freshAddress(), TEST_ADMIN_PASSWORD, {
      app: withCode,
      code: code(),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a code already signed in with, while it is still valid, and takes the next one', async () => {
    advance(30_000);
    const used = code();
    const first = await login(freshAddress(), TEST_ADMIN_PASSWORD, { app: withCode, code: used });
    expect(first.statusCode).toBe(200);
    for (const later of [0, 29_000]) {
      advance(later);
      const replayed = await login(freshAddress(), TEST_ADMIN_PASSWORD, {
        app: withCode,
        code: used,
      });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().message).toBe(ADMIN_MESSAGES.accessDenied);
    }
    advance(1_000);
    const next = await login(freshAddress(), TEST_ADMIN_PASSWORD, { app: withCode, code: code() });
    expect(next.statusCode).toBe(200);
  });

  it('is not asked for when it is off', async () => {
    expect((await login(freshAddress(), TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
