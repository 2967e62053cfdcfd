import type { Chart } from '@app/astro/chart';
import { BirthChart } from '~/components/birth-chart/birth-chart';
import type { ChartData } from '~/components/birth-chart/chart-geometry';
import { useChartStyle } from '~/components/birth-chart/chart-style';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { grahaOrder } from './planet-table';

registerNamespace('calculators');

/**
 * The rashi (D1) and navamsa (D9) charts of a kundli side by side (one above the other on a
 * phone), in the style the visitor chose (`ChartStyleToggle`), with the legend of the grahas'
 * marks. Without the birth time the rashi chart is the Moon chart: the Moon's sign stands first.
 * Each figure carries `data-chart="rashi"` or `"navamsa"` for the browser tests.
 */
export function KundliCharts({ chart, timeKnown }: { chart: Chart; timeKnown: boolean }) {
  const { t } = useTranslation('calculators');
  const [chartStyle] = useChartStyle();
  const rashi: ChartData = {
    firstSign: timeKnown ? chart.ascendant.sign : chart.moonSign,
    ascendantSign: timeKnown ? chart.ascendant.sign : null,
    placements: grahaOrder.map((graha) => ({
      graha,
      sign: chart.planets[graha].sign,
      retrograde: chart.planets[graha].retrograde,
    })),
  };
  const navamsa: ChartData = {
    firstSign: timeKnown ? chart.ascendant.navamsa : chart.planets.moon.navamsa,
    ascendantSign: timeKnown ? chart.ascendant.navamsa : null,
    placements: grahaOrder.map((graha) => ({
      graha,
      sign: chart.planets[graha].navamsa,
      retrograde: chart.planets[graha].retrograde,
    })),
  };
  const rashiTitle = timeKnown ? t('charts.rashi') : t('charts.rashiNoTime');
  return (
    <>
      <div className="grid gap-8 md:grid-cols-2 print:grid-cols-2 print:gap-6">
        <figure data-chart="rashi" className="mx-auto w-full max-w-[26rem]">
          <figcaption className="mb-3 text-center font-display text-maroon-800 text-xl">
            {rashiTitle}
          </figcaption>
          <BirthChart
            chart={rashi}
            chartStyle={chartStyle}
            title={rashiTitle}
            centreLines={[t('charts.rashiCentre'), 'D1']}
          />
        </figure>
        <figure data-chart="navamsa" className="mx-auto w-full max-w-[26rem]">
          <figcaption className="mb-3 text-center font-display text-maroon-800 text-xl">
            {t('charts.navamsa')}
          </figcaption>
          <BirthChart
            chart={navamsa}
            chartStyle={chartStyle}
            title={t('charts.navamsa')}
            centreLines={[t('charts.navamsaCentre'), 'D9']}
          />
        </figure>
      </div>
      <p className="mt-5 text-center text-ink-500 text-sm">{t('charts.legend')}</p>
    </>
  );
}
