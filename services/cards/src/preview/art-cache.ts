/**
 * Frame and template art by id, kept per process: a frame's SVG never changes once stored (custom
 * frames are only added and soft-deleted) and templates are catalog data, so each preview need
 * not read them from Postgres again. Least recently used first out, bounded by total characters
 * (a custom frame may be up to 2 MB); concurrent misses for one id share one load.
 */
export class ArtCache {
  private readonly entries = new Map<string, string | null>();
  private readonly pending = new Map<string, Promise<string | null>>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  get size(): { entries: number; characters: number } {
    return { entries: this.entries.size, characters: this.characters };
  }

  async getOrLoad(key: string, load: () => Promise<string | null>): Promise<string | null> {
    if (this.entries.has(key)) {
      const value = this.entries.get(key)!;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = load()
      .then((value) => {
        this.store(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  private store(key: string, value: string | null): void {
    const length = value?.length ?? 0;
    if (length > this.maxCharacters) return;
    this.entries.set(key, value);
    this.characters += length;
    for (const [oldest, entry] of this.entries) {
      if (this.characters <= this.maxCharacters) break;
      this.entries.delete(oldest);
      this.characters -= entry?.length ?? 0;
    }
  }
}
