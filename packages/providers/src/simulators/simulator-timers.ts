/**
 * A simulator's timers: unref'd (a test or the demo never waits on them to exit), and all cleared by
 * close(), which also releases any answer still held (it resolves false: the simulator is closing).
 */
export class SimulatorTimers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly held = new Set<(completed: boolean) => void>();
  private closed = false;

  after(ms: number, run: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Waits ms; true when it did, false when the simulator closed first. */
  hold(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const release = (completed: boolean) => {
        this.held.delete(release);
        resolve(completed);
      };
      this.held.add(release);
      this.after(ms, () => release(true));
    });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const release of [...this.held]) release(false);
  }
}
