import { Injectable } from '@nestjs/common';
import {
  STAFF_EVENT_STREAMS_PER_ADDRESS,
  STAFF_EVENT_STREAMS_PER_SESSION,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { addressKey } from '@gloh/connection-cap/address-key';
import { TooManyRequestsError } from '../common/http/api-error.js';

/**
 * How long a refused stream is asked to wait: about the time a closed tab takes to free its
 * place (its connection's close reaches the API at once; a dropped one at the next heartbeat).
 */
export const STAFF_EVENT_STREAM_RETRY_AFTER_SECONDS = 5;

/** What a stream is counted against. */
export interface StreamOwner {
  sessionId: string;
  /** The client's address as Express sees it (X-Forwarded-For from a trusted proxy). */
  address: string;
}

/** Counts per key, a key dropped when it reaches zero so the maps hold only open streams. */
class OpenCounts {
  private readonly counts = new Map<string, number>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.count(key) + 1);
  }

  remove(key: string): void {
    const left = this.count(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/**
 * The open live event streams of this API instance. Each holds a connection (and, through the
 * site's server, an upstream one) for as long as the session lives, so a session or an address
 * (its addressKey: an IPv6 client by its /64) may hold only a few. Counted per instance: behind
 * several instances a client may hold that many on each, still a small bounded number.
 */
@Injectable()
export class StaffEventStreams {
  private readonly perSession = STAFF_EVENT_STREAMS_PER_SESSION;
  private readonly perAddress = STAFF_EVENT_STREAMS_PER_ADDRESS;
  private readonly sessions = new OpenCounts();
  private readonly addresses = new OpenCounts();

  /**
   * Takes a place for a new stream, or throws the 429 that says which limit was reached.
   * Answers the function that gives the place back; calling it more than once is harmless.
   */
  open({ sessionId, address: peer }: StreamOwner): () => void {
    const address = addressKey(peer);
    if (this.sessions.count(sessionId) >= this.perSession) {
      throw new TooManyRequestsError(
        STAFF_EVENT_STREAM_RETRY_AFTER_SECONDS,
        STAFF_OPS_MESSAGES.tooManyEventStreams,
      );
    }
    if (this.addresses.count(address) >= this.perAddress) {
      throw new TooManyRequestsError(
        STAFF_EVENT_STREAM_RETRY_AFTER_SECONDS,
        STAFF_OPS_MESSAGES.tooManyEventStreamsFromAddress,
      );
    }
    this.sessions.add(sessionId);
    this.addresses.add(address);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.sessions.remove(sessionId);
      this.addresses.remove(address);
    };
  }
}
