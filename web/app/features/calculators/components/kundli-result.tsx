import { dashaAt } from '@app/astro/dasha';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { ChartStyleToggle } from '~/components/birth-chart/chart-style';
import { DashaPeriods } from '~/components/kundli/dasha-periods';
import { KundliCharts } from '~/components/kundli/kundli-charts';
import { ManglikStatus, manglikView } from '~/components/kundli/manglik-status';
import { PlanetTable } from '~/components/kundli/planet-table';
import { SadeSatiPeriods } from '~/components/kundli/sade-sati-periods';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { birthSummary } from '../birth-summary';
import type { Kundli } from '../kundli';
import { BirthPanchang } from './birth-panchang';
import { HowComputedPanel } from './how-computed-panel';
import { ResultHeader } from './result-header';
import { FactGrid, ResultSection, WarningNote } from './result-section';

registerNamespace('calculators');

/**
 * The kundli computed in the browser (loaded with the engine, never with the page): who and when,
 * print and share, what an unknown birth time leaves out, the key facts in plain words, the rashi
 * and navamsa charts (North or South Indian), the planet table, the panchang at birth, the
 * Vimshottari dasha, manglik status, Sade Sati and how it was all calculated.
 */
export default function KundliResult({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('calculators-kundli');
  const { language } = useLanguage();
  const { chart, details, timeKnown } = kundli;
  // "Now" for the current dasha and Sade Sati.
  const now = new Date();

  if (!details.place) return null;
  const name = details.name.trim();
  const { date, time, place: where, offset } = birthSummary(details, chart, language);
  const birthLine = time
    ? t('birth.line', { ns: 'calculators', date, time, place: where })
    : t('birth.lineNoTime', { ns: 'calculators', date, place: where });

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
  const summary = timeKnown
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

  const zone = details.place.zone;

  return (
    <div id="kundli-result" data-testid="kundli-result" className="px-4 pb-16 sm:px-6 print:p-0">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 print:block print:max-w-none print:[&>*+*]:mt-5">
        <ResultHeader
          eyebrow={t('result.eyebrow')}
          title={name ? t('result.title', { name }) : t('result.titleUnnamed')}
          formTitleId="kundli-form-title"
        >
          <p className="mt-3 text-cream-100 text-lg print:text-base print:text-ink-900">
            {birthLine}
          </p>
          <p className="mt-1 text-cream-100/90 text-sm print:text-ink-700">
            <span data-testid="result-offset">{offset}</span> ·{' '}
            {t('birth.computedHere', { ns: 'calculators' })}
          </p>
        </ResultHeader>

        {timeKnown ? null : (
          <WarningNote id="unknown-time-title" title={t('result.unknownTime.title')}>
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
          </WarningNote>
        )}

        <ResultSection id="kundli-facts" title={t('result.facts.title')} intro={<p>{summary}</p>}>
          <FactGrid facts={facts} />
        </ResultSection>

        <ResultSection
          id="kundli-charts"
          title={t('result.charts.title')}
          actions={<ChartStyleToggle className="print:hidden" />}
        >
          <KundliCharts chart={chart} timeKnown={timeKnown} />
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
            <ManglikStatus manglik={chart.manglik} timeKnown={timeKnown} />
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
          <HowComputedPanel charts={[{ key: 'chart', chart }]} />
        </ResultSection>
      </div>
    </div>
  );
}
