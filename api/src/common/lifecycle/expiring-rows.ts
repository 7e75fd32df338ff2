import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';

/**
 * A store whose rows expire: while its module lives, removeExpired runs every `sweepIntervalMs`.
 * A failed sweep is left to the next one (the rows only stay a little longer), and the timer never
 * keeps the process alive.
 */
export abstract class ExpiringRows implements OnModuleInit, OnModuleDestroy {
  private sweepTimer?: NodeJS.Timeout;

  constructor(private readonly sweepIntervalMs: number) {}

  onModuleInit(): void {
    this.sweepTimer = setInterval(
      () => void this.removeExpired().catch(() => undefined),
      this.sweepIntervalMs,
    );
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  protected abstract removeExpired(): Promise<void>;
}
