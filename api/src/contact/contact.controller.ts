import { Body, Controller, Ip } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@gloh/contract/messages';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { FormSubmission } from '../common/form-posts/form-submission.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @FormSubmission(
    'contact',
    'Send a contact message to the company inbox',
    RateLimit('contactPerIp'),
  )
  async create(@Body() dto: CreateContactMessageDto, @Ip() ip: string) {
    await this.contact.submit(dto, ip);
    return { success: true, message: API_MESSAGES.contactReceived };
  }
}
