import type { Slot } from '@app/contract/consultation-slots';
import {
  formatLongDate,
  formatZonedDateTime,
  indiaTimeZone,
  offsetLabel,
  zoneCity,
  zonedClock,
} from '~/lib/consultation-time';
import { formatClockTime } from '~/lib/format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('booking');

/**
 * A consultation's time as its client reads it: the date and the clock times on the clocks of
 * `zone` (the visitor's), with the zone named, and the same time in India Standard Time beside
 * it (the astrologer's clock) unless the visitor's zone is India's.
 */
export function BookingTime({
  slot,
  zone,
  size = 'lg',
}: {
  slot: Slot;
  zone: string;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const start = zonedClock(slot.start, zone);
  const end = zonedClock(slot.end, zone);
  const minutes = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
  const inIndia = zone === indiaTimeZone;
  // A zone of a place is named by its city and offset; UTC needs neither.
  const zoneName = inIndia
    ? t('time.ist')
    : `${t('time.yours')}: ${zone.includes('/') ? t('time.zone', { city: zoneCity(zone), offset: offsetLabel(start.offsetMinutes) }) : zone}`;
  return (
    <div data-testid="booking-time">
      <p
        data-testid="time-yours"
        className={`font-display text-maroon-800 leading-tight ${size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
      >
        <span className="block">{formatLongDate(start.date, language)}</span>
        <span className="block tabular-nums">
          {formatClockTime(start.time, language)} – {formatClockTime(end.time, language)}
        </span>
      </p>
      <p className="mt-1 text-ink-500 text-sm">
        {zoneName} · {t('time.minutes', { count: minutes })}
      </p>
      {inIndia ? null : (
        <p
          data-testid="time-ist"
          className="mt-2 inline-flex flex-wrap gap-x-1.5 rounded-lg bg-cream-100 px-3 py-1.5 text-ink-700 text-sm"
        >
          <span className="font-semibold">{t('time.ist')}:</span>
          <span className="tabular-nums">
            {formatZonedDateTime(slot.start, indiaTimeZone, language)}
          </span>
        </p>
      )}
    </div>
  );
}
