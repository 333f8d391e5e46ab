import { describe, expect, it } from 'vitest';
import { countActiveFilters, DEFAULT_FILTERS, readFilters, toApiQuery, writeFilters } from './list-filters.ts';

const OFFICE = '0b6f5f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the acts list filters in the address', () => {
  it('reads every filter of acts-domain 2 from the search params', () => {
    const filters = readFilters(
      new URLSearchParams(
        `tab=awaiting&dateFrom=2025-01-01&dateTo=2025-02-01&state=active&status=registered&regnum=2025/7&regdate=2025-01-15&visitDate=2025-01-20&visitTime=10:30&typeId=101&officeId=${OFFICE}&notaryId=${OFFICE}&step=9&regsystem=2&regtype=2&page=3&pageSize=50&sort=regdate&order=asc`,
      ),
    );
    expect(filters).toEqual({
      tab: 'awaiting',
      dateFrom: '2025-01-01',
      dateTo: '2025-02-01',
      state: 'active',
      status: 'registered',
      regnum: '2025/7',
      regdate: '2025-01-15',
      visitDate: '2025-01-20',
      visitTime: '10:30',
      typeId: 101,
      officeId: OFFICE,
      notaryId: OFFICE,
      step: 9,
      regsystem: 2,
      regtype: 2,
      page: 3,
      pageSize: 50,
      sort: 'regdate',
      order: 'asc',
    });
    expect(countActiveFilters(filters)).toBe(14);
  });

  it('drops what the API would refuse instead of sending it', () => {
    const filters = readFilters(new URLSearchParams('tab=x&dateFrom=01.01.2025&step=10&typeId=2&regtype=3&officeId=nope&page=0&pageSize=7&sort=name&order=up&visitTime=1030'));
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { ...DEFAULT_FILTERS, tab: 'awaiting' as const, step: 3 as const, page: 2 };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('tab=awaiting&step=3&page=2');
    expect(readFilters(params)).toEqual(filters);
  });

  it('asks the API with the defaults spelled out', () => {
    expect(toApiQuery({ ...DEFAULT_FILTERS, typeId: 1 })).toEqual({ tab: 'acts', page: 1, pageSize: 20, sort: 'entered_at', order: 'desc', typeId: 1 });
  });
});
