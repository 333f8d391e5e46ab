import { Controller, Get, Query } from '@nestjs/common';
import * as v from 'valibot';
import { answer, ApiDoc } from '../common/openapi/api-doc.js';
import { optionalDate, optionalInt } from '../common/validation/query.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { StatisticsSchema } from './dto/responses.js';
import { type StatisticsDto, StatisticsService, type StatisticsQuery } from './statistics.service.js';

const Query_ = v.object({
  from: optionalDate(),
  to: optionalDate(),
  regionId: optionalInt(1, 999_999),
  typeId: optionalInt(1, 999_999),
  regtype: optionalInt(1, 2),
});

@Controller('statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get()
  @ApiDoc({ summary: 'Registered acts by type, region, month and registration type (default: the last twelve months)', query: Query_, response: answer<StatisticsDto>()(StatisticsSchema) })
  get(@Query(new ValibotPipe(Query_)) query: StatisticsQuery) {
    return this.statistics.get(query);
  }
}
