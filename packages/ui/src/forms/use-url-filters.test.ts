import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseUrlFilters, urlParam, writeUrlFilters } from './use-url-filters.ts';

const SCHEMAS = { name: urlParam.text(10), regionId: urlParam.id(), notaryId: urlParam.uuid(), sort: urlParam.oneOf(['alpha', 'distance']) };

describe('filters in the query string', () => {
  it('reads each parameter through its schema and drops only the ones it refuses', () => {
    const params = new URLSearchParams('name=%20Ali%20&regionId=17x&notaryId=0F3A1C2E-1111-4222-8333-444455556666&sort=rating&other=1');
    expect(parseUrlFilters(SCHEMAS, params)).toEqual({ name: 'Ali', notaryId: '0f3a1c2e-1111-4222-8333-444455556666' });
    expect(parseUrlFilters(SCHEMAS, new URLSearchParams('regionId=1718&sort=distance&name='))).toEqual({ regionId: 1718, sort: 'distance' });
    expect(parseUrlFilters(SCHEMAS, new URLSearchParams('regionId=0&name=' + 'x'.repeat(11)))).toEqual({});
  });

  it("takes an API contract's optional query entries as they are", () => {
    const contract = v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '50'), q: v.optional(v.string()) });
    const filters: { limit?: number; q?: string } = parseUrlFilters(contract.entries, new URLSearchParams('limit=100&q=x'));
    expect(filters).toEqual({ limit: 100, q: 'x' });
    expect(parseUrlFilters(contract.entries, new URLSearchParams('limit=x'))).toEqual({});
  });

  it('writes the filters after the parameters of others, in the schemas\' order, leaving the empty ones out', () => {
    const current = new URLSearchParams('name=Ali&regionId=1&keep=me');
    expect(writeUrlFilters(SCHEMAS, { regionId: 1718, sort: 'alpha', name: '' }, current).toString()).toBe('keep=me&regionId=1718&sort=alpha');
    expect(current.toString()).toBe('name=Ali&regionId=1&keep=me');
  });
});
