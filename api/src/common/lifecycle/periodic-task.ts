import type { Logger } from '@nestjs/common';

/**
 * Work an API instance repeats on a timer. One run at a time: a tick that comes while a run is
 * still going starts nothing. A failed run is logged and left to the next tick; the timer never
 * keeps the process alive; stop() waits for the run in progress, so a shutdown does not cut its
 * transaction short.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  /** @param what names the work in the log line of a failed run ("Retention run failed: …") */
  constructor(
    private readonly what: string,
    private readonly work: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /** Runs the work every `intervalMs`, and at once too when `immediately`. */
  start(intervalMs: number, { immediately = false } = {}): void {
    if (immediately) this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    this.running ??= this.work()
      .catch((error: unknown) => this.logger.error(`${this.what} failed: ${String(error)}`))
      .finally(() => (this.running = undefined));
  }
}
