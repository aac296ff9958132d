/**
 * One run of `work` per key at a time: who asks for a key while its run is going gets that run's
 * promise (a render that many readers of one page, or one staff member's repeated read, wait for).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** Whether a run for `key` is going. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = work();
    this.running.set(key, started);
    const done = () => {
      if (this.running.get(key) === started) this.running.delete(key);
    };
    started.then(done, done);
    return started;
  }
}
