import type { Chart } from '@app/astro/chart';
import type { Language } from '@app/contract/site';
import {
  type BirthDetails,
  birthDate,
  parseOffset,
} from '~/components/birth-details/birth-details';
import { offsetWords } from '~/components/birth-details/offset-words';
import { placeLabel } from '~/components/birth-details/place-names';
import { formatCalendarDate } from '~/lib/astro-format';
import { formatClockTime } from '~/lib/format';

/**
 * A birth as a result's heading tells it, in the page's language: the date, the clock time (null
 * when not known), the place with its region, and the offset the engine used in words ("India
 * Standard Time, UTC+5:30", or the visitor's own override).
 */
export function birthSummary(details: BirthDetails, chart: Chart, language: Language) {
  const place = details.place;
  const override = details.offset.trim() === '' ? null : parseOffset(details.offset);
  return {
    date: formatCalendarDate(birthDate(details), language),
    time: details.timeUnknown ? null : formatClockTime(details.time, language),
    place: place ? placeLabel(place, language) : '',
    offset: offsetWords(
      {
        minutes: chart.utcOffsetMinutes,
        zone: chart.zone,
        source: override === null ? 'zone' : 'override',
        at: new Date(chart.utc),
      },
      language,
    ),
  };
}
