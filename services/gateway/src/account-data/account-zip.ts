import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a ZIP: bytes at hand, or a stream opened when its turn comes. */
export interface ZipEntry {
  name: string;
  content: Uint8Array | (() => Promise<Readable>);
  /** Already compressed (images, audio, video): stored as they are. */
  stored?: boolean;
}

/** A streamed entry that could not be read; the ZIP goes on without it. */
export interface SkippedEntry {
  name: string;
  reason: string;
}

/**
 * Writes the entries one after the other into `out` as a ZIP (fflate), waiting whenever `out`
 * asks to (so a slow download holds one file's chunk in memory, never the whole archive), and
 * ends it. An entry whose stream cannot be opened is left out and reported (`afterEntries` can
 * add a note saying so); one that fails midway rejects, since a ZIP cannot take back a started
 * entry: the caller then breaks the download rather than hand over a silently short file.
 */
export async function writeZip(
  out: Writable,
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  afterEntries?: (skipped: SkippedEntry[]) => ZipEntry[],
): Promise<SkippedEntry[]> {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const add = async (entry: ZipEntry) => {
    const file = entry.stored
      ? new ZipPassThrough(entry.name)
      : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    if (entry.content instanceof Uint8Array) {
      file.push(entry.content, true);
      return drained();
    }
    const stream = await entry.content();
    for await (const chunk of stream) {
      file.push(chunk as Uint8Array);
      await drained();
    }
    file.push(new Uint8Array(0), true);
    return drained();
  };

  const skipped: SkippedEntry[] = [];
  for await (const entry of entries) {
    if (entry.content instanceof Uint8Array) {
      await add(entry);
      continue;
    }
    let opened: Readable;
    try {
      opened = await entry.content();
    } catch (error) {
      skipped.push({
        name: entry.name,
        reason: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    await add({ ...entry, content: async () => opened });
  }
  for (const entry of afterEntries?.(skipped) ?? []) await add(entry);
  zip.end();
  if (failure) throw failure;
  return skipped;
}
