import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { CLOSE_KINSHIPS, type Kinship } from '@notary/domain/rules';
import * as v from 'valibot';
import { answer, ApiDoc } from '../common/openapi/api-doc.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { type CalculationDto, CalculatorService } from './calculator.service.js';
import { CalculationSchema } from './dto/responses.js';

const CalcQuery = v.object({
  kinship: v.optional(v.pipe(v.string(), v.transform((s) => (s === '' || s === 'none' ? undefined : s)), v.union([v.undefined(), v.picklist(CLOSE_KINSHIPS)]))),
});

/** na_details/calc/{nadid}: the fee calculator of one catalogue service. */
@Controller('calculator')
export class CalculatorController {
  constructor(private readonly calculator: CalculatorService) {}

  @Get(':serviceId')
  @ApiDoc({ summary: 'Fee calculator: params and total in tiyin, each sum in words (in the request language)', query: CalcQuery, response: answer<CalculationDto>()(CalculationSchema), errors: { 404: 'not_found' } })
  calculate(
    @Param('serviceId', ParseIntPipe) serviceId: number,
    @Query(new ValibotPipe(CalcQuery)) query: { kinship?: Kinship },
    @RequestLocale() locale: Locale,
  ) {
    return this.calculator.calculate(serviceId, query, locale);
  }
}
