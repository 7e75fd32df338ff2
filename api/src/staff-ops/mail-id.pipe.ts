import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { STAFF_OPS_MESSAGES } from '@gloh/contract/staff-ops';

/** An outbox mail's id in the path: a uuid, else a 400 in the contract's words. */
export const mailIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(STAFF_OPS_MESSAGES.badMailId),
});
