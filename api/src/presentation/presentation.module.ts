import { Module } from '@nestjs/common';
import { PresentationController } from './presentation.controller.js';
import { PresentationService } from './presentation.service.js';

@Module({ controllers: [PresentationController], providers: [PresentationService] })
export class PresentationModule {}
