export interface StampedCopy {
  pdf: Buffer;
  /** Strong validator of these bytes, quoted as the ETag header wants it. */
  etag: string;
  /** The deck version stamped (X-Deck-Version). */
  deckVersion: number;
}

export interface StampedDeckCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Stamped copies of the deck kept in memory, least recently used first out once their total
 * size passes maxBytes. A copy being stamped is shared by concurrent requests for it, so a burst
 * of views by one investor stamps once.
 */
export class StampedDeckCache {
  private readonly entries = new Map<string, Promise<StampedCopy>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, make: () => Promise<StampedCopy>): Promise<StampedCopy> {
    const cached = this.entries.get(key);
    if (cached) {
      this.hits += 1;
      // Re-inserted to mark it most recently used (a Map iterates in insertion order).
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    this.misses += 1;
    const made = make().then(
      (copy) => {
        if (this.entries.get(key) === made) this.account(key, copy.pdf.length);
        return copy;
      },
      (error: unknown) => {
        if (this.entries.get(key) === made) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, made);
    return made;
  }

  clear(): void {
    this.entries.clear();
    this.sizes.clear();
    this.bytes = 0;
  }

  stats(): StampedDeckCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private account(key: string, size: number): void {
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      // A copy still being stamped has no size yet and is never the one to go.
      const oldestSize = this.sizes.get(oldest);
      if (oldestSize === undefined) continue;
      this.entries.delete(oldest);
      this.sizes.delete(oldest);
      this.bytes -= oldestSize;
    }
  }
}
