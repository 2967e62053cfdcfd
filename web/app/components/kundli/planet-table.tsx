import type { Chart } from '@app/astro/chart';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import type { Graha } from '@app/astro/positions';
import { positionInSign } from '@app/astro/zodiac';
import { formatInSign } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

/** The nine grahas in the engine's order (Sun, Moon, Mars, ... Rahu, Ketu). */
export const grahaOrder = Object.keys(grahaNames) as Graha[];

/**
 * The nine grahas (and the ascendant, when the birth time is known): sign, degree in the sign,
 * nakshatra, pada, house, retrograde. The text equivalent of the charts. Rows carry
 * `data-graha`, `data-sign` and `data-house` for the browser tests.
 */
export function PlanetTable({ chart, timeKnown }: { chart: Chart; timeKnown: boolean }) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const cell = 'px-2 py-2 sm:px-3 sm:py-2.5 print:px-2 print:py-1';
  const rows = [
    ...(timeKnown
      ? [
          {
            key: 'ascendant',
            name: t('planets.ascendant'),
            lon: chart.ascendant.lon,
            sign: chart.ascendant.sign,
            nakshatra: chart.ascendant.nakshatra,
            pada: chart.ascendant.pada,
            house: 1,
            retrograde: null,
          },
        ]
      : []),
    ...grahaOrder.map((graha) => ({
      key: graha,
      name: grahaNames[graha][language],
      ...chart.planets[graha],
      retrograde: chart.planets[graha].retrograde,
    })),
  ];
  return (
    // Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too.
    <section
      aria-label={t('planets.title')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm sm:text-[0.95rem] print:min-w-0 print:text-xs">
        <caption className="mb-2 text-left text-ink-500 text-sm">
          {timeKnown ? t('planets.caption') : t('planets.captionNoTime')}
        </caption>
        <thead>
          <tr className="border-gold-300 border-b-2 text-maroon-800 text-sm">
            <th scope="col" className={cell}>
              {t('planets.graha')}
            </th>
            <th scope="col" className={cell}>
              {t('planets.sign')}
            </th>
            <th scope="col" className={cell}>
              {t('planets.degree')}
            </th>
            <th scope="col" className={cell}>
              {t('planets.nakshatra')}
            </th>
            <th scope="col" className={cell}>
              {t('planets.pada')}
            </th>
            {timeKnown ? (
              <th scope="col" className={cell}>
                {t('planets.house')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('planets.motion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-graha={row.key}
              data-sign={row.sign}
              data-house={timeKnown ? row.house : undefined}
              className={`border-gold-200 border-b last:border-b-0 ${row.key === 'ascendant' ? 'bg-saffron-100/50' : ''}`}
            >
              <th scope="row" className={`${cell} font-semibold text-ink-900`}>
                {row.name}
              </th>
              <td className={cell}>{signName(row.sign)[language]}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`} data-degree>
                {formatInSign(positionInSign(row.lon))}
              </td>
              <td className={cell}>{nakshatraName(row.nakshatra)[language]}</td>
              <td className={`${cell} tabular-nums`}>{row.pada}</td>
              {timeKnown ? <td className={`${cell} tabular-nums`}>{row.house}</td> : null}
              <td className={cell}>
                {row.retrograde === null ? (
                  '—'
                ) : row.retrograde ? (
                  <span className="font-semibold text-saffron-700">{t('planets.retrograde')}</span>
                ) : (
                  t('planets.direct')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-ink-500 text-sm print:text-xs">{t('planets.nodesNote')}</p>
    </section>
  );
}
