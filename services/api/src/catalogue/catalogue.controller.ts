import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import * as v from 'valibot';
import { optionalText, RequestLocale, ValibotPipe } from '../reference/request.js';
import { CatalogueService } from './catalogue.service.js';

const ListQuery = v.object({ search: optionalText(100) });

@Controller('catalogue')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  list(@Query(new ValibotPipe(ListQuery)) query: { search?: string }) {
    return this.catalogue.list(query.search);
  }

  @Get(':id')
  details(@Param('id', ParseIntPipe) id: number, @RequestLocale() locale: Locale) {
    return this.catalogue.details(id, locale);
  }
}
