import { Module } from '@nestjs/common';
import { PersonalDataService } from './personal-data.service.js';

/** Data-subject requests: what is stored about one person, exported or erased. */
@Module({ providers: [PersonalDataService], exports: [PersonalDataService] })
export class PersonalDataModule {}
