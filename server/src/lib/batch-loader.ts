/**
 * Collects the keys asked for in one tick and loads them with a single call, so a list of 20
 * categories costs one count query instead of 20. One instance per request.
 */
export class BatchLoader<K, V> {
  private pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  /** Each key's answer, asked for once in the request (`keep`); a failed one is asked again. */
  private readonly kept?: Map<K, Promise<V>>;

  /**
   * `keep`: a key asked for again in the same request gets the first answer, in flight or not, instead
   * of a new batch (records by id, which a page's boxes ask for one after another: a news page's
   * latest and most-read boxes both show categories). Not for answers a change in the request must
   * refresh, such as counts.
   */
  constructor(
    private readonly loadMany: (keys: readonly K[]) => Promise<Map<K, V>>,
    private readonly fallback: V,
    { keep = false }: { keep?: boolean } = {},
  ) {
    if (keep) this.kept = new Map();
  }

  load(key: K): Promise<V> {
    const kept = this.kept?.get(key);
    if (kept) return kept;
    const answer = new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      if (this.pending.length === 1) queueMicrotask(() => setImmediate(() => void this.flush()));
    });
    if (this.kept) {
      this.kept.set(key, answer);
      answer.catch(() => this.kept?.delete(key));
    }
    return answer;
  }

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = await this.loadMany([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(values.get(entry.key) ?? this.fallback);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
