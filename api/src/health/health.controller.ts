import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle } from '../database/database.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability' })
  async check(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: string; database: string }> {
    try {
      await this.database.ping();
      return { status: 'ok', database: 'up' };
    } catch {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'error', database: 'down' };
    }
  }
}
