import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** An investor's id in a path: a v4 uuid, a 400 that says so otherwise. */
export const investorId = new ParseUUIDPipe({
  version: '4',
  exceptionFactory: () => new BadRequestException('id must be an investor id (a uuid)'),
});
