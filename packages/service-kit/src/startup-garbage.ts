import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects the garbage a start-up leaves (migrations, content synced at start, module
 * compilation) once, when the service is ready. Left alone, the heap keeps it until its next
 * full collection and sizes its next growth on it, so the first large request (a 100 MB upload)
 * grows the process on top of it: media peaked at 245 MB on its first upload after start and at
 * 168 MB once collected (bench/blobs, issue 36). V8 exposes `gc` only behind a flag, which may
 * be set at run time; the function is taken from a fresh context and never kept.
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
