import type { MetaDescriptor } from 'react-router';
import { fixedT } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { breadcrumbs } from '~/lib/structured-data';
import { monthName } from './calendar-format';
import {
  type CalendarMonthAddress,
  calendarMonthPath,
  currentCalendarPath,
} from './calendar-paths';

/**
 * Title, description, canonical address and breadcrumb trail of a month page (`meta.month`,
 * with the month named in the page's language) and of `/panchang/calendar` (`meta.current`:
 * the month of the visit, which the prerendered head cannot name).
 */
export function calendarMonthMeta(
  page: PageLocation,
  requested: CalendarMonthAddress | 'current',
): MetaDescriptor[] {
  const language = pageLanguage(page.location.pathname);
  const t = fixedT(language, 'calendar');
  const trail = [
    { name: t('breadcrumb.home'), path: '/' },
    { name: t('breadcrumb.panchang'), path: '/panchang' },
    { name: t('breadcrumb.calendar'), path: currentCalendarPath },
  ];
  if (requested === 'current') {
    return pageMeta(page, 'meta.current', 'calendar', {
      structuredData: [breadcrumbs(trail, language)],
    });
  }
  const values = { month: monthName(requested.month, language), year: requested.year };
  return pageMeta(page, 'meta.month', 'calendar', {
    values,
    structuredData: [
      breadcrumbs(
        [...trail, { name: t('dates.monthYear', values), path: calendarMonthPath(requested) }],
        language,
      ),
    ],
  });
}
