import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Locale } from '@notary/domain/constants';
import { Calculation, CalculationQuery, ServiceIdParam } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { RequestLocale } from '../common/http/request-locale.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { CalculatorService } from './calculator.service.js';

/** na_details/calc/{nadid}: the fee calculator of one catalogue service. */
@Controller('calculator')
export class CalculatorController {
  constructor(private readonly calculator: CalculatorService) {}

  @Get(':serviceId')
  @ApiDoc({ summary: 'Fee calculator: params and total in tiyin, each sum in words (in the request language)', query: CalculationQuery, params: { serviceId: ServiceIdParam }, response: Calculation, errors: { 400: 'validation_failed', 404: 'not_found' } })
  calculate(
    @Param('serviceId', new ValibotPipe(ServiceIdParam)) serviceId: number,
    @Query(new ValibotPipe(CalculationQuery)) query: CalculationQuery,
    @RequestLocale() locale: Locale,
  ) {
    return this.calculator.calculate(serviceId, query, locale);
  }
}
