import { Controller, Get, Query } from '@nestjs/common';
import { Statistics, StatisticsQuery } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { StatisticsService } from './statistics.service.js';

@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @ApiDoc({ summary: 'Registered acts by type, region, month and registration type (default: the last twelve months)', query: StatisticsQuery, response: Statistics, errors: { 400: 'validation_failed' } })
  get(@Query(new ValibotPipe(StatisticsQuery)) query: StatisticsQuery) {
    return this.statistics.get(query);
  }
}
