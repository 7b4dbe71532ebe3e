// Proves the unit and integration suites do not depend on the machine's speed: two CPU hogs keep
// both cores busy while `vitest run` runs three times in a row. Exits non-zero if any run failed.
// Arguments go to vitest: `npm run test:stress -- --project collab`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = 3;
const HOGS = 2;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = process.argv.slice(2);

// Each hog spins, and now and then checks that this script still runs: a hog never outlives it,
// even if this script is killed without a chance to stop them.
const HOG = `for (let i = 1; ; i++) if (i % 5e7 === 0) try { process.kill(${process.pid}, 0) } catch { process.exit(0) }`;
const hogs = Array.from({ length: HOGS }, () =>
  spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }),
);
let current = null;

function stopHogs() {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopHogs();
    current?.kill(signal);
    console.error(`\ntest:stress stopped by ${signal}; the CPU hogs are stopped.`);
    process.exit(130);
  });
}
process.on('exit', stopHogs);

function runVitest() {
  return new Promise((resolve) => {
    current = spawn('npx', ['vitest', 'run', ...vitestArgs], { cwd: root, stdio: 'inherit' });
    current.on('error', (error) => {
      console.error(`could not start vitest: ${error.message}`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
try {
  console.log(`test:stress: ${HOGS} CPU hogs running (pids ${hogs.map((h) => h.pid).join(', ')})`);
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    console.log(`\n=== test:stress run ${run}/${RUNS}: vitest run ${vitestArgs.join(' ')}`);
    const code = await runVitest();
    const seconds = Math.round((Date.now() - started) / 1000);
    const result = `run ${run}/${RUNS}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`;
    results.push({ code, result });
    console.log(`=== test:stress ${result}`);
  }
} finally {
  stopHogs();
}

console.log('\ntest:stress results (both cores busy):');
for (const { result } of results) console.log(`  ${result}`);
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
