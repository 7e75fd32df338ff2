import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@gloh/contract/messages';
import type { Request } from 'express';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { FormPost } from '../common/form-posts/form-post.decorator.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { ContactService } from './contact.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimit('contactPerIp')
  @FormPost('contact')
  @ApiOperation({ summary: 'Send a contact message to the company inbox' })
  async create(@Body() dto: CreateContactMessageDto, @Req() req: Request) {
    await this.contact.submit(dto, req.ip!);
    return { success: true, message: API_MESSAGES.contactReceived };
  }
}
