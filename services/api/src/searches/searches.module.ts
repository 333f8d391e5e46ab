import { Module } from '@nestjs/common';
import { SearchesController } from './searches.controller.js';
import { SearchesService } from './searches.service.js';

@Module({ controllers: [SearchesController], providers: [SearchesService] })
export class SearchesModule {}
