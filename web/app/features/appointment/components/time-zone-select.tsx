import { useMemo, useState } from 'react';
import { FormField } from '~/components/ui/form-field';
import {
  commonTimeZones,
  indiaTimeZone,
  knownTimeZones,
  offsetLabel,
  zoneCity,
  zonedClock,
} from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';

/**
 * "Show times in": the visitor's time zone, found by the browser, and a way to change it. The
 * common zones come first with their offset from UTC today; every other zone the browser knows
 * follows (a native select: a person types a city's first letters to jump to it). Those 400
 * options are drawn when the visitor reaches for the list (pointer, focus), not when the free
 * times arrive: on a phone they were part of a 200 ms task (issue 35).
 */
export function TimeZoneSelect({
  zone,
  onChange,
}: {
  zone: string;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation('booking');
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const all = useMemo(() => (reached ? knownTimeZones() : []), [reached]);
  const common: string[] = commonTimeZones.includes(zone as (typeof commonTimeZones)[number])
    ? [...commonTimeZones]
    : [zone, ...commonTimeZones];
  const others = all.filter((item) => !common.includes(item));
  const now = Date.now();
  const label = (item: string) =>
    item === indiaTimeZone
      ? t('time.ist')
      : !item.includes('/')
        ? item
        : t('zone.option', {
            city: zoneCity(item),
            offset: offsetLabel(zonedClock(now, item).offsetMinutes),
          });
  return (
    <FormField
      as="select"
      name="timeZone"
      label={t('zone.label')}
      hint={t('zone.hint')}
      value={zone}
      onChange={(event) => onChange(event.target.value)}
      onPointerDown={reach}
      onFocus={reach}
    >
      <optgroup label={t('zone.common')}>
        {common.map((item) => (
          <option key={item} value={item}>
            {label(item)}
          </option>
        ))}
      </optgroup>
      {others.length > 0 ? (
        <optgroup label={t('zone.all')}>
          {others.map((item) => (
            <option key={item} value={item}>
              {item.replaceAll('_', ' ')}
            </option>
          ))}
        </optgroup>
      ) : null}
    </FormField>
  );
}
