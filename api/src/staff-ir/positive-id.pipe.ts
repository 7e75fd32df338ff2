import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';

/** A positive whole number path parameter (a request id, a deck version); 400 naming it otherwise. */
export class PositiveIdPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const number = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(number <= POSTGRES_INTEGER_MAX)) {
      throw new BadRequestException(
        `${this.name} must be a whole number from 1 to ${POSTGRES_INTEGER_MAX}`,
      );
    }
    return number;
  }
}
