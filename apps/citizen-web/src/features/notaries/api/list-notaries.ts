import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Localised } from '@notary/ui/searches';

export type DayHours = { open: string; close: string; breakFrom?: string; breakTo?: string };
export type Timetable = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', DayHours>>;
export type Absence = { kind: 'vacation' | 'medical_leave'; dateFrom: string; dateTo: string };
export type NotaryStatus = 'on_duty' | 'off_duty' | 'vacation' | 'medical_leave';
export type LicenseStatus = 'active' | 'terminated' | 'cancelled';

export type NotaryCard = {
  id: string;
  fullName: string;
  fullNameCyr: string;
  licenseNumber: string;
  licenseStatus: LicenseStatus;
  licenseStatusDate: string | null;
  phone: string;
  languages: string[];
  workingDays: number[];
  ministryRating: number;
  clientRating: number;
  reviewsCount: number;
  status: NotaryStatus;
  absence: Absence | null;
  isDutyToday: boolean;
  distanceKm: number | null;
  office: {
    id: string;
    name: Localised;
    address: Localised;
    phone: string;
    lat: number;
    lng: number;
    regionId: number;
    districtId: number;
    region: Localised;
    district: Localised;
    timetable: Timetable;
    isState: boolean;
  };
};

export type NotarySort = 'alpha' | 'ministry_rating' | 'client_rating' | 'distance';

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
export async function listNotaries(f: NotaryFilters, page: number, size: number): Promise<{ items: NotaryCard[]; total: number }> {
  return api.get('notaries', { searchParams: { ...filterParams(f), page, size } }).json();
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

export type MapOffice = {
  id: string;
  name: Localised;
  address: Localised;
  lat: number;
  lng: number;
  phone: string;
  notaries: { id: string; fullName: string; fullNameCyr: string; licenseStatus: LicenseStatus }[];
};

/** GET /api/notaries/map: every office matching the filters, for the markers. */
export async function getNotaryMap(f: NotaryFilters): Promise<MapOffice[]> {
  const { sort: _sort, lat: _lat, lng: _lng, ...rest } = filterParams(f);
  return api.get('notaries/map', { searchParams: rest }).json();
}

export function useNotaryMap(f: NotaryFilters) {
  return useQuery({ queryKey: ['notaries', 'map', filterParams(f)], queryFn: () => getNotaryMap(f), placeholderData: keepPreviousData });
}
