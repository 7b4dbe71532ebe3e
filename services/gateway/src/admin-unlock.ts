import { createRedis, loadConfig, waitForRedis } from '@cardsmith/service-kit';
import { LoginLockout } from './admin/login-lockout.js';
import { unlock, unlockTarget } from './admin/unlock-command.js';
import { GatewayEnvSchema } from './config.js';

/**
 * `npm run admin:unlock -w @cardsmith/gateway -- <address | --all>`: clears the admin sign-in
 * waits of one client network (the address's; its /64 for IPv6) or of all, on the Redis the
 * gateway uses (REDIS_URL, REDIS_PREFIX), so every replica lets that network in at once.
 */
try {
  const target = unlockTarget(process.argv.slice(2));
  const config = loadConfig(GatewayEnvSchema, process.env);
  const redis = createRedis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
  try {
    await waitForRedis(redis);
    console.log(await unlock(new LoginLockout(redis), target));
  } finally {
    redis.disconnect();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
