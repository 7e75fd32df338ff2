import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@gloh/contract/messages';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { ServiceBusyError, TooManyRequestsError } from '../common/http/api-error.js';
import { HashingQueue, HashingRefusedError, type HashingTurn } from './hashing-queue.js';

/**
 * Every argon2 hash a visitor can cause (a login, a new password) is made in a turn of one bounded,
 * fair queue (see HashingQueue). What cannot be served in time is answered at once: 503 when the API
 * as a whole is busy hashing, 429 when this client already has its share waiting, both with
 * Retry-After.
 */
@Injectable()
export class CredentialHashing {
  private readonly queue: HashingQueue;

  constructor(@InjectConfig() config: AppConfig) {
    this.queue = new HashingQueue(config.hashing);
  }

  /**
   * A place in the queue for this client's request, taken before the request does any other work:
   * in a burst, the attempts past the queue's bound are refused before they cost a database read.
   * The caller runs its hash with turn.run() and calls turn.cancel() when the request ends.
   */
  reserve(client: string): HashingTurn {
    try {
      return this.queue.reserve(client);
    } catch (error) {
      throw asHttpError(error);
    }
  }
}

/** A refusal as the client is told it: 429 when it is this client's share, 503 when it is everyone's. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof HashingRefusedError)) return error;
  if (error.reason === 'client-busy') return new TooManyRequestsError(error.retryAfterSeconds);
  return new ServiceBusyError(error.retryAfterSeconds, API_MESSAGES.signInBusy);
}
