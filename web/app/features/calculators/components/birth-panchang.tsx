import type { Chart } from '@app/astro/chart';
import {
  karanaName,
  nakshatraName,
  pakshaNames,
  tithiName,
  varaName,
  yogaName,
} from '@app/astro/names';
import { formatClockAt } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { FactRows } from './fact-rows';

registerNamespace('calculators');

/**
 * The panchang of the birth moment: vara (from sunrise), tithi with its paksha, the Moon's
 * nakshatra, yoga, karana, and the day's sunrise and sunset in the birth's clock time.
 */
export function BirthPanchang({ chart }: { chart: Chart }) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const { panchang } = chart;
  const clock = (iso: string | null) =>
    iso ? formatClockAt(iso, chart.utcOffsetMinutes, language) : t('panchang.none');
  const items: [key: string, label: string, value: string][] = [
    ['vara', t('panchang.vara'), varaName(panchang.vara)[language]],
    [
      'tithi',
      t('panchang.tithi'),
      t('panchang.tithiWithPaksha', {
        tithi: tithiName(panchang.tithi)[language],
        paksha: pakshaNames[panchang.paksha][language],
      }),
    ],
    ['nakshatra', t('panchang.nakshatra'), nakshatraName(chart.nakshatra)[language]],
    ['yoga', t('panchang.yoga'), yogaName(panchang.yoga)[language]],
    ['karana', t('panchang.karana'), karanaName(panchang.karana)[language]],
    ['sunrise', t('panchang.sunrise'), clock(panchang.sunrise)],
    ['sunset', t('panchang.sunset'), clock(panchang.sunset)],
  ];
  return (
    <>
      <FactRows rows={items} />
      <p className="mt-3 text-ink-500 text-sm print:text-xs">{t('panchang.varaNote')}</p>
    </>
  );
}
