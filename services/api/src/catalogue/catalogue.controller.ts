import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { Catalogue, CatalogueQuery, ServiceDetails, ServiceIdParam } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { CatalogueService } from './catalogue.service.js';

@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiDoc({ summary: 'Services catalogue: groups, services and counts; searched in the three languages', query: CatalogueQuery, response: Catalogue, errors: { 400: 'validation_failed' } })
  list(@Query(new ValibotPipe(CatalogueQuery)) query: CatalogueQuery) {
    return this.catalogue.list(query.search);
  }

  @Get(':id')
  @ApiDoc({ summary: 'A service: legal and simple description, documents, participants, duration, result, conditions, related', params: { id: ServiceIdParam }, response: ServiceDetails, errors: { 400: 'validation_failed', 404: 'not_found' } })
  details(@Param('id', new ValibotPipe(ServiceIdParam)) id: number, @RequestLocale() locale: Locale) {
    return this.catalogue.details(id, locale);
  }
}
