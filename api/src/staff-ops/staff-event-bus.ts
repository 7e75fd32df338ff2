import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { StaffEventPayloads, StaffEventType } from '@gloh/contract/staff-ops';

/** What travels on the bus: console events, and the news that staff sessions ended. */
export type StaffBusMessage =
  | {
      [T in StaffEventType]: { kind: 'event'; type: T; data: StaffEventPayloads[T] };
    }[StaffEventType]
  | { kind: 'sessions-ended'; sessionIds: string[] }
  | { kind: 'shutdown' };

type Listener = (message: StaffBusMessage) => void;

/**
 * In-process publish/subscribe between the services that create records (access requests, deck
 * openings, sign-outs) and the open staff event streams. One process only: several API instances
 * would need a shared bus (PostgreSQL LISTEN/NOTIFY), see api/README.
 */
@Injectable()
export class StaffEventBus implements BeforeApplicationShutdown {
  private readonly logger = new Logger('StaffEventBus');
  private readonly listeners = new Set<Listener>();

  publish<T extends StaffEventType>(type: T, data: StaffEventPayloads[T]): void {
    this.emit({ kind: 'event', type, data } as StaffBusMessage);
  }

  sessionsEnded(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.emit({ kind: 'sessions-ended', sessionIds });
  }

  /** Answers the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Open streams end before the HTTP server closes, which waits for every open response. */
  beforeApplicationShutdown(): void {
    this.emit({ kind: 'shutdown' });
  }

  private emit(message: StaffBusMessage): void {
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
