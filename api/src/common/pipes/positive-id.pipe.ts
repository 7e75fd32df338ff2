import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';

/**
 * A positive whole number path parameter (a request id, a deck version, a message id) within
 * PostgreSQL's integer; a 400 naming it (or in the given words) otherwise.
 */
export class PositiveIdPipe implements PipeTransform<string, number> {
  constructor(
    private readonly name: string,
    private readonly message = `${name} must be a whole number from 1 to ${POSTGRES_INTEGER_MAX}`,
  ) {}

  transform(value: string): number {
    const number = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(number <= POSTGRES_INTEGER_MAX)) {
      throw new BadRequestException(this.message);
    }
    return number;
  }
}
