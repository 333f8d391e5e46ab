import { Module } from '@nestjs/common';
import { PersonLookupController } from './person-lookup.controller.js';
import { PersonLookupService } from './person-lookup.service.js';

@Module({ controllers: [PersonLookupController], providers: [PersonLookupService] })
export class PersonLookupModule {}
