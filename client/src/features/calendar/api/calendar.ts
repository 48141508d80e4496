import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CalendarApi } from '@aikc/shared/api-paths';
import type { CalendarMonth, ProjectListItem } from '@aikc/shared/schemas/project';
import { httpGet } from '../../../lib/http.ts';

/** A project of the day list, with whether its window opens or closes that day. */
export interface CalendarDayItem extends ProjectListItem {
  starts_today: boolean;
  ends_today: boolean;
}

export interface CalendarDayResult {
  date: string;
  list: CalendarDayItem[];
}

export interface RegionScope {
  province: string;
  city: string;
}

export const calendarKeys = {
  all: ['calendar'] as const,
  month: (month: string, r: RegionScope) => [...calendarKeys.all, 'month', month, r] as const,
  day: (date: string, r: RegionScope) => [...calendarKeys.all, 'day', date, r] as const,
};

/** Per-day counts of windows opening and closing in a month (`sbyl/month`, month = YYYY-MM). */
export function calendarMonthQuery(month: string, region: RegionScope) {
  return queryOptions({
    queryKey: calendarKeys.month(month, region),
    queryFn: ({ signal }) => httpGet<CalendarMonth>(CalendarApi.month, { month, ...region }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The projects of one day (`sbyl/day`): windows opening, closing, or open on it. */
export function calendarDayQuery(date: string, region: RegionScope) {
  return queryOptions({
    queryKey: calendarKeys.day(date, region),
    queryFn: ({ signal }) => httpGet<CalendarDayResult>(CalendarApi.day, { date, ...region }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
