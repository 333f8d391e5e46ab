import { Controller, Get, Query } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { ReferenceService, type TerritoryDto } from './reference.service.js';

@Controller('reference')
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('regions')
  regions(): Promise<TerritoryDto[]> {
    return this.reference.regions();
  }

  @Get('districts')
  districts(@Query('regionId') regionId?: string): Promise<(TerritoryDto & { regionId: number })[]> {
    const id = regionId === undefined || regionId === '' ? undefined : Number(regionId);
    if (id !== undefined && !Number.isInteger(id)) throw new AppError('bad_request', 400, 'regionId must be an integer');
    return this.reference.districts(id);
  }
}
