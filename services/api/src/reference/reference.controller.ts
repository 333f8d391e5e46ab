import { Controller, Get, Query } from '@nestjs/common';
import * as v from 'valibot';
import { answer, ApiDoc } from '../common/openapi/api-doc.js';
import { AppError } from '../common/app-error.js';
import { DistrictSchema, TerritorySchema } from './dto/responses.js';
import { ReferenceService, type TerritoryDto } from './reference.service.js';

@Controller('reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('regions')
  @ApiDoc({ summary: 'The 14 regions of Uzbekistan (oz/uz/ru, centre coordinates)', response: answer<TerritoryDto[]>()(v.array(TerritorySchema)) })
  regions(): Promise<TerritoryDto[]> {
    return this.reference.regions();
  }

  @Get('districts')
  @ApiDoc({ summary: 'Districts and district-level cities, of one region when regionId is given', response: answer<(TerritoryDto & { regionId: number })[]>()(v.array(DistrictSchema)), errors: { 400: 'bad_request' } })
  districts(@Query('regionId') regionId?: string): Promise<(TerritoryDto & { regionId: number })[]> {
    const id = regionId === undefined || regionId === '' ? undefined : Number(regionId);
    if (id !== undefined && !Number.isInteger(id)) throw new AppError('bad_request', 400, 'regionId must be an integer');
    return this.reference.districts(id);
  }
}
