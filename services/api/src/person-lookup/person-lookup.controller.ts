import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { PersonByPin, PersonByPinQuery } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { AuthGuard } from '../identity/auth.guard.js';
import { SearchThrottleGuard } from '../rate-limit/search-throttle.guard.js';
import { PersonLookupService } from './person-lookup.service.js';

/** Issue 13.2: a party added by personal number gets its name from the civil registry. */
@Controller('civil_registry')
@UseGuards(AuthGuard, SearchThrottleGuard)
export class PersonLookupController {
  constructor(private readonly persons: PersonLookupService) {}

  @Get('person')
  @ApiDoc({
    summary: "A person by personal number, for adding a party: the full name, and whether the person is deceased or a minor (nothing else of the registry's record)",
    query: PersonByPinQuery,
    response: PersonByPin,
    errors: { 400: 'validation_failed', 403: "'Access Denied'", 429: 'too_many_requests (Retry-After)', 503: 'search_failed' },
  })
  find(@Query(new ValibotPipe(PersonByPinQuery)) query: PersonByPinQuery): Promise<PersonByPin> {
    return this.persons.find(query.pin);
  }
}
