import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@gloh/contract/messages';
import type { Request } from 'express';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { FormPost } from '../common/form-posts/form-post.decorator.js';
import { CreateAccessRequestDto } from './dto/create-access-request.dto.js';
import { AccessRequestsService } from './access-requests.service.js';

@ApiTags('investors')
@Controller('presentation-access')
export class AccessRequestsController {
  constructor(private readonly requests: AccessRequestsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimit('accessRequestPerIp')
  @FormPost('access-request')
  @ApiOperation({ summary: 'Request an access code for the investor presentation' })
  async create(@Body() dto: CreateAccessRequestDto, @Req() req: Request) {
    await this.requests.submit(dto, req.ip!);
    return { success: true, message: API_MESSAGES.accessRequestReceived };
  }
}
