import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import * as v from 'valibot';
import { answer, ApiDoc } from '../common/openapi/api-doc.js';
import { optionalText } from '../common/validation/query.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { type CatalogueDto, CatalogueService, type ServiceDetailsDto } from './catalogue.service.js';
import { CatalogueSchema, ServiceDetailsSchema } from './dto/responses.js';

const ListQuery = v.object({ search: optionalText(100) });

@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @ApiDoc({ summary: 'Services catalogue: groups, services and counts; searched in the three languages', query: ListQuery, response: answer<CatalogueDto>()(CatalogueSchema) })
  list(@Query(new ValibotPipe(ListQuery)) query: { search?: string }) {
    return this.catalogue.list(query.search);
  }

  @Get(':id')
  @ApiDoc({ summary: 'A service: legal and simple description, documents, participants, duration, result, conditions, related', response: answer<ServiceDetailsDto>()(ServiceDetailsSchema), errors: { 404: 'not_found' } })
  details(@Param('id', ParseIntPipe) id: number, @RequestLocale() locale: Locale) {
    return this.catalogue.details(id, locale);
  }
}
