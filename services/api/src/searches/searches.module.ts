import { Module } from '@nestjs/common';
import { SearchesController } from './searches.controller.js';
import { SearchesRepository } from './searches.repository.js';
import { SearchesService } from './searches.service.js';

@Module({ controllers: [SearchesController], providers: [SearchesRepository, SearchesService] })
export class SearchesModule {}
