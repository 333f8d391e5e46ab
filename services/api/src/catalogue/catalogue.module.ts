import { Module } from '@nestjs/common';
import { CalculatorController } from '../calculator/calculator.controller.js';
import { CalculatorService } from '../calculator/calculator.service.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';

/** The services catalogue (na_details) and its calculator (na_details/calc). */
@Module({
  controllers: [CatalogueController, CalculatorController],
  providers: [CatalogueRepository, CatalogueService, CalculatorService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
