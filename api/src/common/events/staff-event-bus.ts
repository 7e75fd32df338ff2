import { createHash } from 'node:crypto';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnModuleInit,
} from '@nestjs/common';
import type { StaffEventPayloads, StaffEventType } from '@gloh/contract/staff-ops';
import pg from 'pg';
import { InjectConfig } from '../../config/app-config.js';
import type { AppConfig } from '../../config/env.validation.js';

/** What travels on the bus: console events, and the news that staff sessions ended. */
export type StaffBusMessage =
  | {
      [T in StaffEventType]: { kind: 'event'; type: T; data: StaffEventPayloads[T] };
    }[StaffEventType]
  | { kind: 'sessions-ended'; sessionIds: string[] }
  | { kind: 'shutdown' };

type Listener = (message: StaffBusMessage) => void;

/** After losing its LISTEN connection, the bus tries again this often (delivering locally meanwhile). */
const RECONNECT_MS = 5_000;

/**
 * The NOTIFY channel of one database schema: API instances of one deployment share it, and
 * deployments (or test runs) in other schemas of the same database do not hear each other.
 */
export function staffEventsChannel(schema: string | undefined): string {
  return `gloh_staff_events_${createHash('sha256')
    .update(schema ?? '')
    .digest('hex')
    .slice(0, 16)}`;
}

/**
 * Publish/subscribe between the services that create records (access requests, deck openings,
 * sign-outs) and the open staff event streams. On PostgreSQL it goes through LISTEN/NOTIFY, so a
 * stream on any API instance hears what any instance published; on the embedded PGlite (one
 * process by design) it stays in the process. Should the LISTEN connection fail, messages are
 * delivered in this process until it is back.
 */
@Injectable()
export class StaffEventBus implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('StaffEventBus');
  private readonly listeners = new Set<Listener>();
  private readonly channel: string;
  private client?: pg.Client;
  private listening = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  /** The NOTIFYs sent so far: a connection takes one query at a time, so each waits its turn. */
  private notifying: Promise<unknown> = Promise.resolve();

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.channel = staffEventsChannel(config.databaseSchema);
  }

  async onModuleInit(): Promise<void> {
    if (this.config.databaseUrl) await this.listen();
  }

  publish<T extends StaffEventType>(type: T, data: StaffEventPayloads[T]): void {
    this.send({ kind: 'event', type, data } as StaffBusMessage);
  }

  sessionsEnded(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.send({ kind: 'sessions-ended', sessionIds });
  }

  /** Answers the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Open streams end before the HTTP server closes, which waits for every open response. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.deliver({ kind: 'shutdown' });
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private send(message: StaffBusMessage): void {
    const client = this.client;
    if (!this.listening || !client) return this.deliver(message);
    // Every instance, this one included, hears it back through LISTEN.
    this.notifying = this.notifying
      .then(() => client.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(message)]))
      .catch((error: unknown) => {
        this.logger.warn(`NOTIFY failed, delivered in this process only: ${String(error)}`);
        this.deliver(message);
      });
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (note) => {
      if (note.channel !== this.channel || !note.payload) return;
      try {
        this.deliver(JSON.parse(note.payload) as StaffBusMessage);
      } catch {
        this.logger.warn('Ignored a staff event that is not JSON');
      }
    });
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.logger.warn(`Staff events LISTEN connection lost: ${String(error ?? 'ended')}`);
      void client.end().catch(() => undefined);
      this.scheduleRetry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.listening = true;
    } catch (error) {
      this.logger.warn(`Staff events LISTEN failed, delivering in this process: ${String(error)}`);
      await client.end().catch(() => undefined);
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.retry.unref();
  }

  private deliver(message: StaffBusMessage): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(message);
      } catch (error) {
        // A broken stream must not keep the record's creator from finishing.
        this.logger.warn(`Staff event listener failed: ${String(error)}`);
      }
    }
  }
}
