import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Absence, DayHours, LicenseStatus, NotaryCard, NotaryMapOffice, NotaryPage, NotarySort, NotaryStatus, Timetable } from '@notary/domain/contracts';

export type { Absence, DayHours, LicenseStatus, NotaryCard, NotarySort, NotaryStatus, Timetable };
/** An office on the notary map, with its notaries. */
export type MapOffice = NotaryMapOffice;

export type NotaryFilters = {
  regionId: number | null;
  districtId: number | null;
  name: string;
  language: string | null;
  licenseStatus: LicenseStatus | null;
  sort: NotarySort;
  position: { lat: number; lng: number } | null;
};

export function filterParams(f: NotaryFilters): Record<string, string | number> {
  const p: Record<string, string | number> = { sort: f.sort };
  if (f.regionId !== null) p.regionId = f.regionId;
  if (f.districtId !== null) p.districtId = f.districtId;
  if (f.name.trim()) p.name = f.name.trim();
  if (f.language) p.language = f.language;
  if (f.licenseStatus) p.licenseStatus = f.licenseStatus;
  if (f.position) {
    p.lat = f.position.lat;
    p.lng = f.position.lng;
  }
  return p;
}

/** GET /api/notaries (notary): sorted, filtered, paged; the page's language decides the alphabet. */
export async function listNotaries(f: NotaryFilters, page: number, size: number): Promise<NotaryPage> {
  return api.get('notaries', { searchParams: { ...filterParams(f), page, size } }).json<NotaryPage>();
}

export const listNotariesQueryOptions = (f: NotaryFilters, page: number, size: number, locale: string) =>
  queryOptions({
    queryKey: ['notaries', 'list', filterParams(f), page, size, locale],
    queryFn: () => listNotaries(f, page, size),
    placeholderData: keepPreviousData,
  });

export function useNotaries(f: NotaryFilters, page: number, size: number, locale: string) {
  return useQuery(listNotariesQueryOptions(f, page, size, locale));
}

/** GET /api/notaries/map: every office matching the filters, for the markers. */
export async function getNotaryMap(f: NotaryFilters): Promise<MapOffice[]> {
  const { sort: _sort, lat: _lat, lng: _lng, ...rest } = filterParams(f);
  return api.get('notaries/map', { searchParams: rest }).json<MapOffice[]>();
}

export function useNotaryMap(f: NotaryFilters) {
  return useQuery({ queryKey: ['notaries', 'map', filterParams(f)], queryFn: () => getNotaryMap(f), placeholderData: keepPreviousData });
}
