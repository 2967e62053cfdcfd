import { dashaAt } from '@app/astro/dasha';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { site } from '@app/contract/site';
import { LinkIcon, PrinterIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthChart } from '~/components/birth-chart/birth-chart';
import type { ChartData } from '~/components/birth-chart/chart-geometry';
import { ChartStyleToggle, useChartStyle } from '~/components/birth-chart/chart-style';
import { useToast } from '~/components/ui/toast';
import { registerNamespace } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import en from '~/locales/en/calculators.json';
import hi from '~/locales/hi/calculators.json';
import { useBirthSummary } from '../hooks/use-birth-summary';
import type { Kundli } from '../kundli';
import { BirthPanchang } from './birth-panchang';
import { ChangeDetailsButton, resultActionClasses } from './calculator-layout';
import { DashaPeriods } from './dasha-periods';
import { FactGrid } from './fact-grid';
import { HowComputedPanel } from './how-computed-panel';
import { ManglikStatus, manglikView } from './manglik-status';
import { grahaOrder, PlanetTable } from './planet-table';
import { ResultSection } from './result-section';
import { SadeSatiPeriods } from './sade-sati-periods';

registerNamespace('calculators', en, hi);

/**
 * The kundli computed in the browser (loaded with the engine, never with the page): who and when,
 * print and share, what an unknown birth time leaves out, the key facts in plain words, the rashi
 * and navamsa charts (North or South Indian), the planet table, the panchang at birth, the
 * Vimshottari dasha, manglik status, Sade Sati and how it was all calculated.
 */
export default function KundliResult({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('calculators-kundli');
  const { language } = useLanguage();
  const toast = useToast();
  const [chartStyle] = useChartStyle();
  const heading = useRef<HTMLHeadingElement>(null);
  const { chart, details, timeKnown } = kundli;
  const place = details.place;
  // "Now" for the current dasha and Sade Sati.
  const now = new Date();

  useEffect(() => {
    // A new result (the page gives each its own key): bring it into view and tell screen
    // readers where they are.
    heading.current?.focus();
  }, []);

  const summary = useBirthSummary(kundli);
  if (!place || !summary) return null;
  const name = details.name.trim();

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

  const sign = (n: number) => signName(n)[language];
  const currentDasha = timeKnown ? dashaAt(chart.dasha, now) : undefined;
  const manglik = manglikView(chart.manglik, timeKnown);
  const facts: { key: string; label: string; value: string }[] = [
    {
      key: 'ascendant',
      label: t('result.facts.ascendant'),
      value: timeKnown ? sign(chart.ascendant.sign) : t('result.facts.needsTime'),
    },
    { key: 'moonSign', label: t('result.facts.moonSign'), value: sign(chart.moonSign) },
    {
      key: 'nakshatra',
      label: t('result.facts.nakshatra'),
      value: t('result.facts.pada', {
        nakshatra: nakshatraName(chart.nakshatra)[language],
        pada: chart.pada,
      }),
    },
    { key: 'sunSign', label: t('result.facts.sunSign'), value: sign(chart.planets.sun.sign) },
    {
      key: 'dasha',
      label: t('result.facts.dasha'),
      value: currentDasha
        ? t('result.facts.dashaNow', {
            maha: grahaNames[currentDasha.mahadasha.lord][language],
            antar: grahaNames[currentDasha.antardasha.lord][language],
          })
        : t('result.facts.needsTime'),
    },
    {
      key: 'manglik',
      label: t('result.facts.manglik'),
      value: t(`manglik.short.${manglik.verdict}`, { ns: 'calculators' }),
    },
  ];
  const factsSummary = timeKnown
    ? t('result.facts.summary', {
        moonSign: sign(chart.moonSign),
        nakshatra: nakshatraName(chart.nakshatra)[language],
        pada: chart.pada,
        ascendantSign: sign(chart.ascendant.sign),
      })
    : t('result.facts.summaryNoTime', {
        moonSign: sign(chart.moonSign),
        nakshatra: nakshatraName(chart.nakshatra)[language],
        pada: chart.pada,
      });
  const unknownItems = t('result.unknownTime.items', { returnObjects: true }) as string[];

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('result.actions.copied'));
    } catch {
      toast.error(t('result.actions.copyFailed'));
    }
  };
  const zone = place.zone;

  return (
    <div id="kundli-result" data-testid="kundli-result" className="px-4 pb-16 sm:px-6 print:p-0">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 print:block print:max-w-none print:[&>*+*]:mt-5">
        <header className="rounded-card bg-maroon-950 p-5 text-cream-50 shadow-card sm:p-8 print:rounded-none print:bg-transparent print:p-0 print:text-ink-900 print:shadow-none">
          <p className="hidden text-sm print:block">
            {site.name[language]} · {site.url.replace(/^https?:\/\//, '')}
          </p>
          <p className="font-semibold text-gold-300 text-sm uppercase tracking-[0.14em] print:text-saffron-700 [&:lang(hi)]:tracking-normal">
            {t('result.eyebrow')}
          </p>
          <h2
            ref={heading}
            tabIndex={-1}
            className="mt-2 scroll-mt-28 text-3xl text-cream-50 outline-none sm:text-4xl print:text-3xl print:text-maroon-800"
          >
            {name ? t('result.title', { name }) : t('result.titleUnnamed')}
          </h2>
          <p className="mt-3 text-cream-100 text-lg print:text-base print:text-ink-900">
            {summary.line}
          </p>
          <p className="mt-1 text-cream-100/90 text-sm print:text-ink-700">
            <span data-testid="result-offset">{summary.offset}</span> · {summary.computedHere}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className={resultActionClasses.main}
            >
              <PrinterIcon aria-hidden="true" className="size-5" />
              {t('result.actions.print')}
            </button>
            <button
              type="button"
              onClick={() => void copyLink()}
              aria-label={t('result.actions.shareLabel')}
              className={resultActionClasses.other}
            >
              <LinkIcon aria-hidden="true" className="size-5" />
              {t('result.actions.share')}
            </button>
            <ChangeDetailsButton formTitleId="kundli-form-title" label={t('result.actions.edit')} />
          </div>
        </header>

        {timeKnown ? null : (
          <section
            aria-labelledby="unknown-time-title"
            data-testid="unknown-time"
            className="rounded-card border border-warning-700/30 bg-warning-100 p-5 sm:p-6 print:break-inside-avoid"
          >
            <h2
              id="unknown-time-title"
              className="flex items-center gap-2 text-warning-700 text-xl sm:text-2xl"
            >
              <TriangleAlertIcon aria-hidden="true" className="size-6 shrink-0" />
              {t('result.unknownTime.title')}
            </h2>
            <p className="mt-2 text-ink-900">{t('result.unknownTime.intro')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900">
              {unknownItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-3 font-semibold text-ink-900">
              {kundli.moonDay && kundli.moonDay.signs.length > 1
                ? t('result.unknownTime.moonSigns', {
                    from: sign(kundli.moonDay.signs[0] ?? chart.moonSign),
                    to: sign(kundli.moonDay.signs.at(-1) ?? chart.moonSign),
                  })
                : kundli.moonDay
                  ? t('result.unknownTime.moonNakshatras', {
                      list: kundli.moonDay.nakshatras
                        .map((nakshatra) => nakshatraName(nakshatra)[language])
                        .join(', '),
                    })
                  : t('result.unknownTime.moonSteady')}
            </p>
          </section>
        )}

        <ResultSection
          id="kundli-facts"
          title={t('result.facts.title')}
          intro={<p>{factsSummary}</p>}
        >
          <FactGrid facts={facts} />
        </ResultSection>

        <ResultSection
          id="kundli-charts"
          title={t('result.charts.title')}
          actions={<ChartStyleToggle className="print:hidden" />}
        >
          <div className="grid gap-8 md:grid-cols-2 print:grid-cols-2 print:gap-6">
            <figure data-chart="rashi" className="mx-auto w-full max-w-[26rem]">
              <figcaption className="mb-3 text-center font-display text-maroon-800 text-xl">
                {timeKnown ? t('result.charts.rashi') : t('result.charts.rashiNoTime')}
              </figcaption>
              <BirthChart
                chart={rashi}
                chartStyle={chartStyle}
                title={timeKnown ? t('result.charts.rashi') : t('result.charts.rashiNoTime')}
                centreLines={[t('result.charts.rashiCentre'), 'D1']}
              />
            </figure>
            <figure data-chart="navamsa" className="mx-auto w-full max-w-[26rem]">
              <figcaption className="mb-3 text-center font-display text-maroon-800 text-xl">
                {t('result.charts.navamsa')}
              </figcaption>
              <BirthChart
                chart={navamsa}
                chartStyle={chartStyle}
                title={t('result.charts.navamsa')}
                centreLines={[t('result.charts.navamsaCentre'), 'D9']}
              />
            </figure>
          </div>
          <p className="mt-5 text-center text-ink-500 text-sm">{t('result.charts.legend')}</p>
        </ResultSection>

        <ResultSection id="kundli-planets" title={t('planets.title', { ns: 'calculators' })}>
          <PlanetTable chart={chart} timeKnown={timeKnown} />
        </ResultSection>

        <div className="grid gap-6 lg:grid-cols-2 print:block print:[&>*+*]:mt-5">
          <ResultSection
            id="kundli-panchang"
            title={
              timeKnown
                ? t('panchang.title', { ns: 'calculators' })
                : t('panchang.titleNoTime', { ns: 'calculators' })
            }
          >
            <BirthPanchang chart={chart} />
          </ResultSection>
          <ResultSection id="kundli-manglik" title={t('manglik.title', { ns: 'calculators' })}>
            <ManglikStatus chart={chart} timeKnown={timeKnown} />
          </ResultSection>
        </div>

        <ResultSection
          id="kundli-dasha"
          title={t('dasha.title', { ns: 'calculators' })}
          intro={<p>{t('dasha.intro', { ns: 'calculators' })}</p>}
          className="print:break-inside-auto"
        >
          {timeKnown ? (
            <DashaPeriods chart={chart} now={now} zone={zone} />
          ) : (
            <p data-testid="dasha-needs-time" className="text-ink-700">
              {t('dasha.noTime', { ns: 'calculators' })}
            </p>
          )}
        </ResultSection>

        <ResultSection
          id="kundli-sade-sati"
          title={t('sadeSati.title', { ns: 'calculators' })}
          intro={
            <p>{t('sadeSati.intro', { ns: 'calculators', moonSign: sign(chart.moonSign) })}</p>
          }
          className="print:break-inside-auto"
        >
          <SadeSatiPeriods chart={chart} now={now} zone={zone} />
        </ResultSection>

        <ResultSection id="kundli-how" title={t('howComputed.title', { ns: 'calculators' })}>
          <HowComputedPanel chart={chart} />
        </ResultSection>
      </div>
    </div>
  );
}
