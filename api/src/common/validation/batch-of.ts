import { applyDecorators, type Type as ClassType } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, ValidateNested } from 'class-validator';

/** A batch a client reports: 1 to `max` items, each validated as an `item`. */
export const BatchOf = (item: ClassType, max: number) =>
  applyDecorators(
    ApiProperty({ type: [item] }),
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(max),
    ValidateNested({ each: true }),
    Type(() => item),
  );
