import { performance } from 'node:perf_hooks';
import type { HashingConfig } from '../config/env.validation.js';

/** Why a check was not taken: the whole queue is full, or this client already has its share. */
export type HashingRefusal = 'busy' | 'client-busy';

export class HashingRefusedError extends Error {
  constructor(
    readonly reason: HashingRefusal,
    /** When a new attempt can expect to be served, from the queue as it stands. */
    readonly retryAfterSeconds: number,
  ) {
    super(`hashing refused: ${reason}`);
  }
}

/** A place in the queue, taken before the request's other work: used once, or given up. */
export interface HashingTurn {
  /** Waits for the turn, then runs the hash. */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** Gives the place up (the request ended before its hash); nothing once run() was called. */
  cancel(): void;
}

/** What a hash is expected to cost before any has been timed (argon2id at 19 MiB, 2 passes). */
const INITIAL_HASH_MS = 60;
/** Weight of the newest duration in the running estimate: recent load counts, one outlier does not. */
const ESTIMATE_WEIGHT = 0.2;

/**
 * Runs password and access-code hashes a few at a time, in a queue that is bounded and fair.
 *
 * argon2 runs on libuv's thread pool, which also serves the API's file and DNS work: unbounded,
 * a burst of wrong logins took every pool thread and both cores, and every other request (a
 * health check, a signed-in investor's page) waited seconds behind it. Here at most
 * `concurrency` hashes run; the rest wait in one line per client, served in turn (a client with
 * a hundred attempts waiting does not go before a client with one). A check is admitted when its
 * request starts (reserve), and only if it can be expected to start within `maxWaitMs`, judged
 * from the measured cost of a hash; otherwise it is refused at once, so the caller answers with
 * Retry-After instead of holding the connection.
 */
export class HashingQueue {
  private running = 0;
  /** Checks waiting for their turn, and by client in the order clients are served. */
  private queued = 0;
  private readonly byClient = new Map<string, Array<() => void>>();
  /** Places taken by requests that have not reached their hash yet. */
  private reserved = 0;
  private readonly reservedByClient = new Map<string, number>();
  private hashMs = INITIAL_HASH_MS;

  constructor(private readonly limits: HashingConfig) {}

  /** How long a check admitted now would wait for its turn (the checks ahead of it, a few at once). */
  expectedWaitMs(): number {
    const ahead = this.queued + this.reserved;
    if (this.running + ahead < this.limits.concurrency) return 0;
    return Math.ceil((ahead + 1) / this.limits.concurrency) * this.hashMs;
  }

  /**
   * Takes a place for one check of this client, or throws HashingRefusedError when the client
   * already has its share waiting or the check could not start in time. The place counts from now
   * until the hash is done or the place given up.
   */
  reserve(client: string): HashingTurn {
    const own = this.reservedByClient.get(client) ?? 0;
    const waiting = own + (this.byClient.get(client)?.length ?? 0);
    if (waiting >= this.limits.maxQueuedPerClient) {
      throw new HashingRefusedError('client-busy', this.retryAfterSeconds());
    }
    if (this.expectedWaitMs() > this.limits.maxWaitMs) {
      throw new HashingRefusedError('busy', this.retryAfterSeconds());
    }
    this.reserved += 1;
    this.reservedByClient.set(client, own + 1);
    let held = true;
    const giveUp = (): boolean => {
      if (!held) return false;
      held = false;
      this.reserved -= 1;
      const left = (this.reservedByClient.get(client) ?? 1) - 1;
      if (left > 0) this.reservedByClient.set(client, left);
      else this.reservedByClient.delete(client);
      return true;
    };
    return {
      run: async (hash) => {
        if (!giveUp()) throw new Error('This hashing turn was already used.');
        return this.runInTurn(client, hash);
      },
      cancel: () => void giveUp(),
    };
  }

  /** What is running, waiting and reserved (the tests read it). */
  snapshot(): { running: number; queued: number; reserved: number; hashMs: number } {
    return {
      running: this.running,
      queued: this.queued,
      reserved: this.reserved,
      hashMs: Math.round(this.hashMs),
    };
  }

  private async runInTurn<T>(client: string, hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency || this.queued > 0) {
      await new Promise<void>((start) => {
        const line = this.byClient.get(client);
        if (line) line.push(start);
        else this.byClient.set(client, [start]);
        this.queued += 1;
      });
    } else {
      this.running += 1;
    }
    const started = performance.now();
    try {
      return await hash();
    } finally {
      this.hashMs += ESTIMATE_WEIGHT * (performance.now() - started - this.hashMs);
      this.running -= 1;
      this.startNext();
    }
  }

  /** Starts the check of the client whose turn it is, then moves that client to the back. */
  private startNext(): void {
    if (this.running >= this.limits.concurrency) return;
    const next = this.byClient.entries().next();
    if (next.done) return;
    const [client, line] = next.value;
    const start = line.shift()!;
    this.byClient.delete(client);
    if (line.length > 0) this.byClient.set(client, line);
    this.queued -= 1;
    this.running += 1;
    start();
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.expectedWaitMs() / 1000));
  }
}
