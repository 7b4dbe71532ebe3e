import { readFile, stat } from 'node:fs/promises';

/** The build's index.html, re-read only when a rebuild changes it; null when there is none. */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly file: string) {}

  async read(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.file)).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, html: await readFile(this.file, 'utf8') };
    }
    return this.cached.html;
  }
}
