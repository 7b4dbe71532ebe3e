/** A holder of open sockets: its key and how many it may hold at once. */
export interface SocketHolder {
  key: string;
  cap: number;
}

/**
 * Open sockets per holder (a visitor, a client network), counted in this process: a socket lives
 * on one gateway replica, so the caps are per replica.
 */
export class SocketCaps {
  private readonly open = new Map<string, number>();

  /**
   * Takes a place for one socket under every holder, or none when any of them is full. The
   * returned release gives the places back; calling it again does nothing.
   */
  take(holders: readonly SocketHolder[]): (() => void) | null {
    if (holders.some(({ key, cap }) => (this.open.get(key) ?? 0) >= cap)) return null;
    for (const { key } of holders) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const { key } of holders) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
