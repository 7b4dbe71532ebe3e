import net from 'node:net';
import pg from 'pg';

const HOW =
  "Start them with `docker compose up -d postgres redis`, or install and start your distribution's postgresql and redis-server packages.";

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname,
      port: Number(port || fallbackPort),
      timeout: 2000,
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Stops with one sentence on a Node.js past its support (package.json's engines). */
function requireSupportedNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `Node ${process.version} is past its end of life; Cardsmith needs Node 22.12 or newer (24 LTS recommended). ` +
      '`source scripts/lts-node.sh` puts Node 24 LTS first on your PATH, fetched from the npm registry.',
  );
  process.exit(1);
}

/**
 * Stops with one sentence when Node is too old or Postgres or Redis is missing; creates the
 * database if needed.
 */
export async function preflight({ databaseUrl, redisUrl }) {
  requireSupportedNode();
  const missing = [];
  if (!(await reachable(databaseUrl, 5432)))
    missing.push(`Postgres (${new URL(databaseUrl).host})`);
  if (!(await reachable(redisUrl, 6379))) missing.push(`Redis (${new URL(redisUrl).host})`);
  if (missing.length > 0) {
    console.error(`Cannot reach ${missing.join(' and ')}. ${HOW}`);
    process.exit(1);
  }
  const target = new URL(databaseUrl);
  const database = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (rowCount === 0) {
      await client.query(`create database "${database.replace(/"/g, '""')}"`);
      console.log(`Created database ${database}.`);
    }
  } catch (error) {
    console.error(`Postgres answered but refused us (${error.message}). Check DATABASE_URL.`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
