import { dashaAt } from '@app/astro/dasha';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { segmentAt, transitPeriods } from '@app/astro/sade-sati';
import type { SavedPerson } from '@app/contract/account';
import { type ZodiacSignName, zodiacSignNames } from '@app/contract/zodiac';
import { type ReactNode, useMemo } from 'react';
import { chartInputOf } from '~/components/birth-details/birth-details';
import { birthDetailsOfSavedPerson } from '~/components/birth-details/stored-birth';
import { type AstroEngine, birthInputProblem } from '~/lib/astro-engine';
import { formatDay } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

/**
 * The facts of "your sky now", computed here from the saved birth: the chart (for noon when the
 * time is not known: then no dasha, which needs the Moon's exact degree at birth), the
 * Vimshottari dasha and antardasha at this moment, and the Sade Sati segment now or the next one.
 */
export default function SkyNowFacts({
  engine,
  person,
  reading,
}: {
  engine: AstroEngine;
  person: SavedPerson;
  reading: (sign: ZodiacSignName) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const computed = useMemo(() => {
    try {
      return { chart: engine.computeChart(chartInputOf(birthDetailsOfSavedPerson(person))) };
    } catch (error) {
      const problem = birthInputProblem(error);
      if (!problem) throw error;
      return { problem: problem.messages[language] };
    }
  }, [engine, person, language]);

  if ('problem' in computed) {
    return (
      <p role="alert" className="rounded-2xl bg-danger-100 p-4 font-semibold text-danger-600">
        {t('sky.impossible', { problem: computed.problem })}
      </p>
    );
  }
  const { chart } = computed;
  const now = new Date();
  const zone = person.zone ?? 'Asia/Kolkata';
  const timeKnown = !person.timeUnknown;
  const dasha = timeKnown ? dashaAt(chart.dasha, now) : undefined;
  const sadeSatiNow = segmentAt(chart.sadeSati, now);
  const nextSadeSati = transitPeriods(chart.sadeSati, now).find(
    (period) => new Date(period.start) > now,
  );
  const moonSign = zodiacSignNames[chart.moonSign - 1] ?? 'aries';
  const facts = [
    { key: 'moonSign', label: t('sky.moonSign'), value: signName(chart.moonSign)[language] },
    {
      key: 'nakshatra',
      label: t('sky.nakshatra'),
      value: t('sky.nakshatraPada', {
        nakshatra: nakshatraName(chart.nakshatra)[language],
        pada: chart.pada,
      }),
    },
    {
      key: 'dasha',
      label: t('sky.dasha'),
      value: dasha
        ? t('sky.dashaNow', {
            maha: grahaNames[dasha.mahadasha.lord][language],
            antar: grahaNames[dasha.antardasha.lord][language],
          })
        : t('sky.needsTime'),
      note: dasha
        ? t('sky.dashaUntil', { date: formatDay(dasha.antardasha.end, zone, language) })
        : undefined,
    },
    {
      key: 'sadeSati',
      label: t('sky.sadeSati'),
      value: sadeSatiNow
        ? t('sky.sadeSatiOn', {
            phase: t(`sadeSati.phases.${sadeSatiNow.phase}`, { ns: 'calculators' }),
          })
        : t('sky.sadeSatiNo'),
      note: sadeSatiNow
        ? t('sky.sadeSatiUntil', { date: formatDay(sadeSatiNow.end, zone, language) })
        : nextSadeSati
          ? t('sky.sadeSatiNext', { date: formatDay(nextSadeSati.start, zone, language) })
          : undefined,
    },
  ];

  return (
    <div data-testid="sky-now">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {facts.map((fact) => (
          <div
            key={fact.key}
            data-fact={fact.key}
            className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3"
          >
            <dt className="text-ink-500 text-sm">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-maroon-800 leading-snug">{fact.value}</dd>
            {fact.note ? <dd className="mt-0.5 text-ink-700 text-xs">{fact.note}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="mt-5 rounded-2xl border border-cream-200 p-4">
        <h3 className="font-display text-lg text-maroon-800">
          {t('sky.today', { sign: signName(chart.moonSign)[language] })}
        </h3>
        <div className="mt-2">{reading(moonSign)}</div>
      </div>
      <p className="mt-4 text-ink-500 text-sm">
        {t(timeKnown ? 'sky.how' : 'sky.howNoTime', { name: person.name })}
      </p>
    </div>
  );
}
