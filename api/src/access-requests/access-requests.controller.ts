import { Body, Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@gloh/contract/messages';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { FormSubmission } from '../common/form-posts/form-submission.js';
import { CreateAccessRequestDto } from './dto/create-access-request.dto.js';
import { AccessRequestsService } from './access-requests.service.js';

@ApiTags('investors')
@Controller('presentation-access')
export class AccessRequestsController {
  constructor(private readonly requests: AccessRequestsService) {}

  @FormSubmission(
    'access-request',
    'Request an access code for the investor presentation',
    RateLimit('accessRequestPerIp'),
  )
  async create(@Body() dto: CreateAccessRequestDto, @Ip() ip: string) {
    await this.requests.submit(dto, ip);
    return { success: true, message: API_MESSAGES.accessRequestReceived };
  }
}
