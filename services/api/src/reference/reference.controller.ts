import { Controller, Get, Query } from '@nestjs/common';
import { District, DistrictsQuery, Territory } from '@notary/domain/contracts';
import * as v from 'valibot';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ReferenceService } from './reference.service.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';

@Controller('reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('regions')
  @ApiDoc({ summary: 'The 14 regions of Uzbekistan (oz/uz/ru, centre coordinates)', response: v.array(Territory) })
  regions(): Promise<Territory[]> {
    return this.reference.regions();
  }

  @Get('districts')
  @ApiDoc({ summary: 'Districts and district-level cities, of one region when regionId is given', query: DistrictsQuery, response: v.array(District), errors: { 400: 'validation_failed' } })
  districts(@Query(new ValibotPipe(DistrictsQuery)) query: DistrictsQuery): Promise<District[]> {
    return this.reference.districts(query.regionId);
  }
}
