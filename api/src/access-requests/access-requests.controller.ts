import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { clientIp } from '../common/http/client-ip.js';
import { CreateAccessRequestDto } from './dto/create-access-request.dto.js';
import { AccessRequestsService } from './access-requests.service.js';

export const ACCESS_REQUEST_SUCCESS_MESSAGE =
  'Thank you! Your request has been received. We will review it and email you an access code.';

@ApiTags('investors')
@Controller('presentation-access')
export class AccessRequestsController {
  constructor(private readonly requests: AccessRequestsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimit('accessRequestPerIp')
  @ApiOperation({ summary: 'Request an access code for the investor presentation' })
  async create(@Body() dto: CreateAccessRequestDto, @Req() req: Request) {
    await this.requests.submit(dto, clientIp(req));
    return { success: true, message: ACCESS_REQUEST_SUCCESS_MESSAGE };
  }
}
