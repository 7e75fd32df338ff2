import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { STAFF_IR_MESSAGES } from '@gloh/contract/staff-ir';

/** An investor's id in a path: a v4 uuid, a 400 that says so otherwise. */
export const investorId = new ParseUUIDPipe({
  version: '4',
  exceptionFactory: () => new BadRequestException(STAFF_IR_MESSAGES.badInvestorId),
});
