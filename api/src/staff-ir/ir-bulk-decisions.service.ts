import { HttpException, Injectable, Logger } from '@nestjs/common';
import {
  type AccessRequestBulkFailure,
  STAFF_IR_BULK_MESSAGES,
} from '@gloh/contract/staff-ir-bulk';
import { IrPeopleService } from './ir-people.service.js';

type Decided<Result> = { requestId: number; ok: true } & Omit<Result, 'requestId'>;

/**
 * Several access requests decided at once. Each goes through the single action (its own
 * transaction, audit entry and mail, the same 404 and 409), one after the other so that two
 * requests of one email never race; one that is refused is reported and the others go on.
 */
@Injectable()
export class IrBulkDecisionsService {
  private readonly logger = new Logger('IrBulkDecisions');

  constructor(private readonly people: IrPeopleService) {}

  /** Every access given ends at `accessExpiresAt` when one is given (null: until revoked). */
  approveEach(ids: readonly number[], actor: string, terms: { accessExpiresAt: Date | null }) {
    return this.eachOnItsOwn(ids, (id) => this.people.approve(id, actor, terms));
  }

  /** `notify` and `note` go to every requester whose request is rejected. */
  rejectEach(ids: readonly number[], actor: string, options: { notify?: boolean; note?: string }) {
    return this.eachOnItsOwn(ids, (id) => this.people.reject(id, actor, options));
  }

  private async eachOnItsOwn<Result extends object>(
    ids: readonly number[],
    decide: (id: number) => Promise<Result>,
  ): Promise<(Decided<Result> | AccessRequestBulkFailure)[]> {
    const results: (Decided<Result> | AccessRequestBulkFailure)[] = [];
    for (const requestId of ids) {
      try {
        results.push({ ...(await decide(requestId)), requestId, ok: true });
      } catch (error) {
        if (error instanceof HttpException) {
          results.push({ requestId, ok: false, status: error.getStatus(), error: error.message });
        } else {
          // Said per request rather than as a 500 for all: the ones before it stay decided.
          this.logger.error(
            `Access request ${requestId} of a bulk decision failed: ${String(error)}`,
          );
          results.push({
            requestId,
            ok: false,
            status: 500,
            error: STAFF_IR_BULK_MESSAGES.unexpected,
          });
        }
      }
    }
    return results;
  }
}
