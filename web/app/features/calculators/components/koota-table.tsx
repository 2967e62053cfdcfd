import type { Match } from '@app/astro/matching';
import { formatPoints } from '~/lib/astro-format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * The eight kootas of a match: the engine's name, what the koota looks at (our words), the points
 * out of its maximum with a bar, and, where an exception gave the full points, what the table
 * alone gave. Rows carry `data-koota`, `data-points` and `data-max` for the browser tests.
 */
export function KootaTable({ match }: { match: Match }) {
  const { t } = useTranslation('calculators-matching');
  const { language } = useLanguage();
  const cell = 'px-2 py-3 align-top sm:px-3 print:px-2 print:py-1.5';
  const points = (value: number) => formatPoints(value, language);
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-[0.95rem] print:text-xs">
      <caption className="sr-only">{t('result.kootas.caption')}</caption>
      <thead>
        <tr className="border-gold-300 border-b-2 text-maroon-800 text-sm">
          <th scope="col" className={cell}>
            {t('result.kootas.koota')}
          </th>
          <th scope="col" className={cell}>
            {t('result.kootas.meaning')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('result.kootas.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {match.kootas.map((koota) => (
          <tr
            key={koota.name}
            data-koota={koota.name}
            data-points={koota.points}
            data-max={koota.max}
            className="border-gold-200 border-b"
          >
            <th scope="row" className={`${cell} font-semibold text-ink-900`}>
              {koota.label[language]}
            </th>
            <td className={`${cell} text-ink-700`}>
              {t(`result.kootas.meanings.${koota.name}`)}
              {koota.exception ? (
                <span className="mt-1 block text-success-600 text-xs sm:text-sm">
                  {t('result.kootas.tablePoints', { points: points(koota.tablePoints) })}
                </span>
              ) : null}
            </td>
            <td className={`${cell} w-24 text-right sm:w-36`}>
              <span data-koota-points className="whitespace-nowrap font-semibold text-maroon-800">
                {t('result.kootas.outOf', { points: points(koota.points), max: koota.max })}
              </span>
              <span
                aria-hidden="true"
                className="mt-1.5 ml-auto block h-1.5 w-full max-w-24 overflow-hidden rounded-full bg-cream-200"
              >
                <span
                  className="block h-full rounded-full bg-saffron-600"
                  style={{ width: `${(koota.points / koota.max) * 100}%` }}
                />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="text-maroon-800">
          <th scope="row" colSpan={2} className={`${cell} font-semibold`}>
            {t('result.kootas.totalRow')}
          </th>
          <td className={`${cell} whitespace-nowrap text-right font-semibold`}>
            {t('result.kootas.outOf', { points: points(match.total), max: match.max })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
