import { useTranslation } from 'react-i18next';
import { birthDate, parseOffset } from '~/components/birth-details/birth-details';
import { offsetWords } from '~/components/birth-details/offset-words';
import { placeName, placeRegion } from '~/components/birth-details/place-names';
import { formatClockTime } from '~/lib/format';
import { registerNamespace } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import en from '~/locales/en/calculators.json';
import hi from '~/locales/hi/calculators.json';
import { formatCalendarDate } from '../calculator-format';
import type { Kundli } from '../kundli';

registerNamespace('calculators', en, hi);

/**
 * The birth a result was computed for, in the page's language: "Born 5 August 1990 at 2:30 PM,
 * Varanasi, Uttar Pradesh" and the offset the engine used, in words ("India Standard Time,
 * UTC+5:30"). Null without a place (a result always has one).
 */
export function useBirthSummary({ chart, details, timeKnown }: Kundli) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const place = details.place;
  if (!place) return null;
  const date = formatCalendarDate(birthDate(details), language);
  const where = `${placeName(place, language)}, ${placeRegion(place, language)}`;
  const line = timeKnown
    ? t('birth.line', { date, time: formatClockTime(details.time, language), place: where })
    : t('birth.lineNoTime', { date, place: where });
  const override = details.offset.trim() === '' ? null : parseOffset(details.offset);
  const offset = offsetWords(
    {
      minutes: chart.utcOffsetMinutes,
      zone: chart.zone,
      source: override === null ? 'zone' : 'override',
      at: new Date(chart.utc),
    },
    language,
  );
  return { line, offset, computedHere: t('birth.computedHere'), zone: place.zone };
}
