import type { Chart } from '@app/astro/chart';
import {
  karanaName,
  nakshatraName,
  pakshaNames,
  tithiName,
  varaName,
  yogaName,
} from '@app/astro/names';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import en from '~/locales/en/calculators.json';
import hi from '~/locales/hi/calculators.json';
import { formatClockAt } from '../calculator-format';

registerNamespace('calculators', en, hi);

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
  const items: [label: string, value: string, key: string][] = [
    [t('panchang.vara'), varaName(panchang.vara)[language], 'vara'],
    [
      t('panchang.tithi'),
      t('panchang.tithiWithPaksha', {
        tithi: tithiName(panchang.tithi)[language],
        paksha: pakshaNames[panchang.paksha][language],
      }),
      'tithi',
    ],
    [t('panchang.nakshatra'), nakshatraName(chart.nakshatra)[language], 'nakshatra'],
    [t('panchang.yoga'), yogaName(panchang.yoga)[language], 'yoga'],
    [t('panchang.karana'), karanaName(panchang.karana)[language], 'karana'],
    [t('panchang.sunrise'), clock(panchang.sunrise), 'sunrise'],
    [t('panchang.sunset'), clock(panchang.sunset), 'sunset'],
  ];
  return (
    <>
      <dl className="divide-y divide-gold-200 print:grid print:grid-cols-2 print:gap-x-6 print:divide-y-0">
        {items.map(([label, value, key]) => (
          <div
            key={key}
            data-panchang={key}
            className="flex items-baseline justify-between gap-4 py-2.5 print:py-1"
          >
            <dt className="text-ink-700">{label}</dt>
            <dd className="text-right font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-ink-500 text-sm print:text-xs">{t('panchang.varaNote')}</p>
    </>
  );
}
