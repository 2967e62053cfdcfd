import { dashaAt } from '@app/astro/dasha';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { segmentAt, transitPeriods } from '@app/astro/sade-sati';
import type { ConsultationBirth } from '@app/contract/appointments';
import { TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { ChartStyleToggle } from '~/components/birth-chart/chart-style';
import { unknownTimeNoon } from '~/components/birth-details/birth-details';
import { DashaPeriods } from '~/components/kundli/dasha-periods';
import { KundliCharts } from '~/components/kundli/kundli-charts';
import { type KundliReading, readKundli } from '~/components/kundli/kundli-reading';
import { ManglikStatus, manglikView } from '~/components/kundli/manglik-status';
import { PlanetTable } from '~/components/kundli/planet-table';
import { SadeSatiPeriods } from '~/components/kundli/sade-sati-periods';
import { type AstroEngine, birthInputProblem } from '~/lib/astro-engine';
import { formatDay } from '~/lib/astro-format';
import { indiaTimeZone } from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * The client's kundli on the preparation page, computed in the browser by the engine from the
 * birth details given with the booking, as the free kundli page shows it: the key facts (with
 * the current dasha and antardasha, Sade Sati and manglik), the rashi and navamsa charts, the
 * planets, the dasha periods, manglik status and the Sade Satis. Without the birth time: what
 * can be shown (the Moon chart for noon; no ascendant, houses or dasha), and it says so.
 * Loaded with the engine, never with the page.
 */
export default function ConsultationChart({
  engine,
  birth,
}: {
  engine: AstroEngine;
  birth: ConsultationBirth;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const computed = useMemo((): { reading: KundliReading } | { problem: string } => {
    try {
      const timeKnown = !birth.timeUnknown && birth.time !== undefined;
      const reading = readKundli(
        engine,
        {
          date: birth.date,
          time: timeKnown && birth.time ? birth.time : unknownTimeNoon,
          lat: birth.lat,
          lon: birth.lon,
          zone: birth.zone,
          utcOffsetMinutes: birth.utcOffsetMinutes,
        },
        timeKnown,
      );
      return { reading };
    } catch (error) {
      const problem = birthInputProblem(error);
      if (!problem) throw error;
      return { problem: problem.messages[language] };
    }
  }, [engine, birth, language]);

  if ('problem' in computed) {
    return (
      <p role="alert" className="rounded-2xl bg-danger-100 p-5 font-semibold text-danger-600">
        {t('chart.impossible', { problem: computed.problem })}
      </p>
    );
  }
  const { chart, timeKnown, moonDay } = computed.reading;
  // "Now" for the current dasha and Sade Sati.
  const now = new Date();
  const zone = birth.zone ?? chart.zone ?? indiaTimeZone;
  const sign = (n: number) => signName(n)[language];
  const dasha = timeKnown ? dashaAt(chart.dasha, now) : undefined;
  const sadeSatiNow = segmentAt(chart.sadeSati, now);
  const sadeSatiPeriod = transitPeriods(chart.sadeSati, now).find((period) => period.current);
  const manglik = manglikView(chart.manglik, timeKnown);

  const facts: { key: string; label: string; value: string }[] = [
    {
      key: 'ascendant',
      label: t('chart.facts.ascendant'),
      value: timeKnown ? sign(chart.ascendant.sign) : t('chart.facts.needsTime'),
    },
    { key: 'moonSign', label: t('chart.facts.moonSign'), value: sign(chart.moonSign) },
    {
      key: 'nakshatra',
      label: t('chart.facts.nakshatra'),
      value: t('chart.facts.pada', {
        nakshatra: nakshatraName(chart.nakshatra)[language],
        pada: chart.pada,
      }),
    },
    { key: 'sunSign', label: t('chart.facts.sunSign'), value: sign(chart.planets.sun.sign) },
    {
      key: 'dasha',
      label: t('chart.facts.dasha'),
      value: dasha
        ? t('chart.facts.dashaNow', {
            maha: grahaNames[dasha.mahadasha.lord][language],
            antar: grahaNames[dasha.antardasha.lord][language],
          })
        : t('chart.facts.needsTime'),
    },
    {
      key: 'sadeSati',
      label: t('chart.facts.sadeSati'),
      value: sadeSatiNow
        ? t('chart.facts.sadeSatiNow', {
            phase: t(`sadeSati.phases.${sadeSatiNow.phase}`, { ns: 'calculators' }),
          })
        : t('chart.facts.sadeSatiNo'),
    },
    {
      key: 'manglik',
      label: t('chart.facts.manglik'),
      value: t(`manglik.short.${manglik.verdict}`, { ns: 'calculators' }),
    },
  ];

  return (
    <div data-testid="consultation-chart" className="space-y-6">
      {timeKnown ? null : (
        <section
          aria-labelledby="chart-no-time"
          data-testid="unknown-time"
          className="rounded-2xl border border-warning-700/30 bg-warning-100 p-5"
        >
          <h3
            id="chart-no-time"
            className="flex items-center gap-2 font-semibold text-lg text-warning-700"
          >
            <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
            {t('chart.noTime.title')}
          </h3>
          <p className="mt-2 text-ink-900">{t('chart.noTime.text')}</p>
          <p className="mt-2 font-semibold text-ink-900">
            {moonDay && moonDay.signs.length > 1
              ? t('chart.noTime.moonSigns', {
                  from: sign(moonDay.signs[0] ?? chart.moonSign),
                  to: sign(moonDay.signs.at(-1) ?? chart.moonSign),
                })
              : moonDay
                ? t('chart.noTime.moonNakshatras', {
                    list: moonDay.nakshatras
                      .map((nakshatra) => nakshatraName(nakshatra)[language])
                      .join(', '),
                  })
                : t('chart.noTime.moonSteady')}
          </p>
        </section>
      )}

      <ChartCard id="chart-facts" title={t('chart.facts.title')}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {facts.map((fact) => (
            <div
              key={fact.key}
              data-fact={fact.key}
              className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3"
            >
              <dt className="text-ink-500 text-sm">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-maroon-800 leading-snug">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {sadeSatiNow && sadeSatiPeriod ? (
          <p className="mt-4 text-ink-700">
            {t('chart.sadeSatiLine', {
              phase: t(`sadeSati.phases.${sadeSatiNow.phase}`, { ns: 'calculators' }),
              until: formatDay(sadeSatiNow.end, zone, language),
              end: formatDay(sadeSatiPeriod.end, zone, language),
            })}
          </p>
        ) : null}
      </ChartCard>

      <ChartCard id="chart-charts" title={t('chart.charts')} actions={<ChartStyleToggle />}>
        <KundliCharts chart={chart} timeKnown={timeKnown} />
      </ChartCard>

      <ChartCard id="chart-planets" title={t('planets.title', { ns: 'calculators' })}>
        <PlanetTable chart={chart} timeKnown={timeKnown} />
      </ChartCard>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <ChartCard id="chart-dasha" title={t('dasha.title', { ns: 'calculators' })}>
          {timeKnown ? (
            <DashaPeriods chart={chart} now={now} zone={zone} />
          ) : (
            <p data-testid="dasha-needs-time" className="text-ink-700">
              {t('dasha.noTime', { ns: 'calculators' })}
            </p>
          )}
        </ChartCard>
        <ChartCard id="chart-manglik" title={t('manglik.title', { ns: 'calculators' })}>
          <ManglikStatus manglik={chart.manglik} timeKnown={timeKnown} showRule={false} />
        </ChartCard>
      </div>

      <ChartCard id="chart-sade-sati" title={t('sadeSati.title', { ns: 'calculators' })}>
        {/* Beside the admin's rail a phone is narrower than on the kundli page: dates may wrap. */}
        <div className="max-sm:[&_td]:whitespace-normal">
          <SadeSatiPeriods chart={chart} now={now} zone={zone} summarize={false} />
        </div>
      </ChartCard>
    </div>
  );
}

function ChartCard({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="font-display text-2xl text-maroon-800">
          {title}
        </h3>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
