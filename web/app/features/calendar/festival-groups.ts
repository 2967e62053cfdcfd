import type { FestivalPageId } from '@app/contract/web-routes';

/**
 * How the festival pages group the engine's festivals (plain data: the pages know it without
 * loading the engine). A web test keeps `monthlyFestivalIds` equal to the engine's.
 */

/** The vrats that come every month (or fortnight): their page lists every date of the year. */
export const monthlyFestivalIds: readonly FestivalPageId[] = [
  'ekadashi',
  'pradosh',
  'sankashti-chaturthi',
  'purnima',
  'amavasya',
];

export function isMonthlyFestival(id: FestivalPageId): boolean {
  return monthlyFestivalIds.includes(id);
}

/** The year list's filter chips, in their order. */
export const festivalFilters = ['festivals', 'ekadashi', 'pradosh', 'sankashti', 'moon'] as const;
export type FestivalFilter = (typeof festivalFilters)[number];

/** The chip that shows a festival: the yearly festivals, or its kind of monthly vrat. */
export function filterOf(id: FestivalPageId): FestivalFilter {
  switch (id) {
    case 'ekadashi':
      return 'ekadashi';
    case 'pradosh':
      return 'pradosh';
    case 'sankashti-chaturthi':
      return 'sankashti';
    case 'purnima':
    case 'amavasya':
      return 'moon';
    default:
      return 'festivals';
  }
}
