import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { segmentAt, transitPeriods } from '@app/astro/sade-sati';
import { positionInSign, signLord } from '@app/astro/zodiac';
import { ArrowRightIcon, ScrollTextIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { birthFragment } from '~/components/birth-details/birth-link';
import { ManglikStatus, manglikView } from '~/components/kundli/manglik-status';
import { SadeSatiPeriods } from '~/components/kundli/sade-sati-periods';
import { fieldClasses } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { formatCalendarDate, formatDay, formatInSign, formatYears } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { birthSummary } from '../birth-summary';
import type { Kundli } from '../kundli';
import { type SmallCalculatorId, smallCalculators } from '../small-calculators';
import { ResultHeader, resultActionClasses } from './result-header';
import { FactGrid, ResultSection, WarningNote } from './result-section';

registerNamespace('calculators-small');

/** The elements in turn from Aries (fire, earth, air, water, fire...), as contract/zodiac.ts has them. */
const elements = ['fire', 'earth', 'air', 'water'] as const;

type AnswerProps = { calculator: SmallCalculatorId; kundli: Kundli };

/**
 * The answer of a small calculator, computed in the browser (loaded with the engine, never with
 * the page): the answer in plain words as the heading, the birth it was computed for, links to
 * the full kundli of the same birth and to the paid report, then the calculator's own details.
 */
export default function SmallCalculatorResult({ calculator, kundli }: AnswerProps) {
  switch (calculator) {
    case 'moonSign':
      return <MoonSignAnswer calculator={calculator} kundli={kundli} />;
    case 'nakshatra':
      return <NakshatraAnswer calculator={calculator} kundli={kundli} />;
    case 'sadeSati':
      return <SadeSatiAnswer calculator={calculator} kundli={kundli} />;
    case 'manglik':
      return <ManglikAnswer calculator={calculator} kundli={kundli} />;
  }
}

function MoonSignAnswer({ calculator, kundli }: AnswerProps) {
  const { t } = useTranslation('calculators-small');
  const { language } = useLanguage();
  const { chart } = kundli;
  const sign = signName(chart.moonSign)[language];
  const lord = grahaNames[signLord(chart.moonSign)][language];
  const element = elements[(chart.moonSign - 1) % 4] ?? 'fire';
  const degree = formatInSign(positionInSign(chart.planets.moon.lon));
  return (
    <ResultFrame
      calculator={calculator}
      kundli={kundli}
      answer={t('moonSign.answer', { sign })}
      detail={t(kundli.timeKnown ? 'moonSign.detail' : 'moonSign.detailNoTime', {
        sign,
        lord,
        element: t(`elements.${element}`).toLocaleLowerCase(language),
        degree,
      })}
    >
      <ResultSection
        id="calculator-facts"
        title={t('result.factsTitle')}
        intro={<p>{t(`moonSign.elementNotes.${element}`)}</p>}
      >
        <FactGrid
          facts={[
            { key: 'moonSign', label: t('moonSign.facts.sign'), value: sign },
            { key: 'lord', label: t('moonSign.facts.lord'), value: lord },
            { key: 'element', label: t('moonSign.facts.element'), value: t(`elements.${element}`) },
            { key: 'degree', label: t('moonSign.facts.degree'), value: degree },
          ]}
        />
      </ResultSection>
    </ResultFrame>
  );
}

function NakshatraAnswer({ calculator, kundli }: AnswerProps) {
  const { t } = useTranslation('calculators-small');
  const { language } = useLanguage();
  const { chart, timeKnown } = kundli;
  const nakshatra = nakshatraName(chart.nakshatra)[language];
  // The first dasha's lord is the lord of the Moon's nakshatra at birth.
  const lord = grahaNames[chart.dasha.balance.lord][language];
  const years = formatYears(chart.dasha.balance.years, language);
  const values = {
    nakshatra,
    pada: chart.pada,
    lord,
    years,
    sign: signName(chart.moonSign)[language],
  };
  const facts = [
    { key: 'nakshatra', label: t('nakshatra.facts.nakshatra'), value: nakshatra },
    { key: 'pada', label: t('nakshatra.facts.pada'), value: String(chart.pada) },
    { key: 'lord', label: t('nakshatra.facts.lord'), value: lord },
    { key: 'moonSign', label: t('nakshatra.facts.sign'), value: values.sign },
    {
      key: 'navamsa',
      label: t('nakshatra.facts.navamsa'),
      value: signName(chart.planets.moon.navamsa)[language],
    },
  ];
  if (timeKnown) {
    facts.push({
      key: 'balance',
      label: t('nakshatra.facts.balance'),
      value: t('nakshatra.balanceYears', { lord, years }),
    });
  }
  return (
    <ResultFrame
      calculator={calculator}
      kundli={kundli}
      answer={t('nakshatra.answer', values)}
      detail={timeKnown ? t('nakshatra.detail', values) : t('nakshatra.detailNoTime', values)}
    >
      <ResultSection id="calculator-facts" title={t('result.factsTitle')}>
        <FactGrid facts={facts} />
      </ResultSection>
    </ResultFrame>
  );
}

/** A calendar day `YYYY-MM-DD` in the browser's own time zone: today. */
const today = () => new Date().toLocaleDateString('en-CA');

function SadeSatiAnswer({ calculator, kundli }: AnswerProps) {
  const { t } = useTranslation('calculators-small');
  const { language } = useLanguage();
  const dateId = useId();
  const [date, setDate] = useState(today);
  const { chart, details } = kundli;
  const zone = details.place?.zone ?? 'UTC';
  const day = (iso: string) => formatDay(iso, zone, language);
  const sign = (n: number) => signName(n)[language].replace(/\s*\(.*\)$/, '');

  // The transits are listed from birth for a hundred years: a date to check lies within them.
  const from = chart.local.date;
  const until = `${Number(from.slice(0, 4)) + 100}${from.slice(4)}`;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= from && date <= until;
  // Noon of the day chosen, at the birthplace's offset (near enough for Saturn's ingresses).
  const at = new Date(`${valid ? date : today()}T12:00:00Z`);

  const periods = transitPeriods(chart.sadeSati, at);
  const period = periods.find((candidate) => candidate.current);
  const segment =
    segmentAt(chart.sadeSati, at) ??
    period?.segments.filter((candidate) => candidate.start <= at.toISOString()).at(-1);
  const dhaiya = segmentAt(chart.dhaiya, at);
  const next = periods.find((candidate) => new Date(candidate.start) > at);
  const dateWords = formatCalendarDate(valid ? date : today(), language);

  let answer: string;
  let detail: string;
  if (period && segment) {
    answer = t('sadeSati.inSadeSati', {
      date: dateWords,
      phase: t(`sadeSati.phases.${segment.phase}`, { ns: 'calculators' }).toLowerCase(),
    });
    detail = t('sadeSati.inSadeSatiDetail', {
      sign: sign(segment.sign),
      start: day(segment.start),
      end: day(segment.end),
      periodStart: day(period.start),
      periodEnd: day(period.end),
    });
  } else if (dhaiya) {
    answer = t('sadeSati.inDhaiya', {
      date: dateWords,
      kind: t(`sadeSati.dhaiyaKinds.${dhaiya.house}`),
    });
    detail = t('sadeSati.inDhaiyaDetail', {
      sign: sign(dhaiya.sign),
      house: dhaiya.house,
      start: day(dhaiya.start),
      end: day(dhaiya.end),
    });
  } else {
    answer = t('sadeSati.free', { date: dateWords });
    detail = next
      ? t('sadeSati.next', { start: day(next.start), end: day(next.end) })
      : t('sadeSati.noNext');
  }
  const verdict = period ? 'sade-sati' : dhaiya ? 'dhaiya' : 'none';

  return (
    <ResultFrame
      calculator={calculator}
      kundli={kundli}
      answer={answer}
      detail={detail}
      verdict={verdict}
      extra={
        <div className="mt-5 max-w-xs">
          <label htmlFor={dateId} className="block font-semibold text-cream-50 text-sm">
            {t('sadeSati.dateLabel')}
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            min={from}
            max={until}
            onChange={(event) => setDate(event.target.value)}
            aria-describedby={`${dateId}-hint`}
            aria-invalid={valid ? undefined : true}
            className={`${fieldClasses.control(!valid)} mt-1.5`}
          />
          <p id={`${dateId}-hint`} className="mt-1 text-cream-100/90 text-sm" aria-live="polite">
            {valid
              ? t('sadeSati.dateHint')
              : t('sadeSati.dateInvalid', {
                  from: formatCalendarDate(from, language),
                  until: formatCalendarDate(until, language),
                })}
          </p>
        </div>
      }
    >
      <ResultSection
        id="calculator-sade-sati"
        title={t('sadeSati.periodsTitle')}
        intro={
          <p>
            {t('sadeSati.periodsIntro')} {t('sadeSati.moonSign', { sign: sign(chart.moonSign) })}
          </p>
        }
      >
        <SadeSatiPeriods chart={chart} now={at} zone={zone} summarize={false} />
      </ResultSection>
    </ResultFrame>
  );
}

function ManglikAnswer({ calculator, kundli }: AnswerProps) {
  const { t } = useTranslation('calculators');
  const { chart, timeKnown } = kundli;
  const { verdict } = manglikView(chart.manglik, timeKnown);
  const explain = { yes: 'explainYes', no: 'explainNo', cancelled: 'explainCancelled' } as const;
  return (
    <ResultFrame
      calculator={calculator}
      kundli={kundli}
      answer={t(`manglik.${verdict}`)}
      detail={t(`manglik.${explain[verdict]}`)}
      verdict={verdict}
    >
      <ResultSection id="calculator-manglik" title={t('manglik.title')}>
        <ManglikStatus manglik={chart.manglik} timeKnown={timeKnown} showVerdict={false} />
      </ResultSection>
    </ResultFrame>
  );
}

/**
 * The answer's frame: the heading (focused when the answer appears), what it rests on, the
 * birth, and the ways on: the full kundli of the same birth, the paid report, the form again.
 */
function ResultFrame({
  calculator,
  kundli,
  answer,
  detail,
  verdict,
  extra,
  children,
}: AnswerProps & {
  answer: string;
  detail: string;
  /** For the tests: the answer's kind (manglik yes/no/cancelled, sade-sati/dhaiya/none). */
  verdict?: string;
  /** Under the answer: a field that changes it (the Sade Sati date). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('calculators-small');
  const { language } = useLanguage();
  const { details, chart } = kundli;
  const name = details.name.trim();
  if (!details.place) return null;
  const { date, time, place, offset } = birthSummary(details, chart, language);
  const birthLine = time
    ? t('birth.line', { ns: 'calculators', date, time, place })
    : t('birth.lineNoTime', { ns: 'calculators', date, place });

  return (
    <div id="calculator-result" data-testid="calculator-result" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
        <ResultHeader
          eyebrow={name ? t('result.forName', { name }) : t('result.eyebrow')}
          title={answer}
          titleId="calculator-answer"
          verdict={verdict}
          formTitleId="calculator-form-title"
          actions={
            <>
              <Link
                to={{ pathname: '/kundli', hash: birthFragment(details) }}
                data-testid="full-kundli-link"
                className={resultActionClasses.main}
              >
                {t('result.kundliLink')}
                <ArrowRightIcon aria-hidden="true" className="size-5" />
              </Link>
              <Link to={smallCalculators[calculator].report} className={resultActionClasses.other}>
                <ScrollTextIcon aria-hidden="true" className="size-5" />
                {t(`${calculator}.report.link`)}
              </Link>
            </>
          }
        >
          <p
            data-testid="calculator-detail"
            className="mt-3 max-w-3xl text-cream-100 text-lg leading-relaxed"
          >
            {detail}
          </p>
          {extra}
          <p className="mt-5 text-cream-100/90 text-sm">
            {birthLine} · <span data-testid="result-offset">{offset}</span> ·{' '}
            {t('birth.computedHere', { ns: 'calculators' })}
          </p>
        </ResultHeader>
        {calculator === 'moonSign' || calculator === 'nakshatra' ? (
          <UnknownTimeNote kundli={kundli} />
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Without the birth time: whether the Moon changed sign or nakshatra that day. */
function UnknownTimeNote({ kundli }: { kundli: Kundli }) {
  const { t } = useTranslation('calculators-small');
  const { language } = useLanguage();
  if (kundli.timeKnown) return null;
  const { moonDay, chart } = kundli;
  const sign = (n: number) => signName(n)[language];
  const text =
    moonDay && moonDay.signs.length > 1
      ? t('result.moonChanged', {
          from: sign(moonDay.signs[0] ?? chart.moonSign),
          to: sign(moonDay.signs.at(-1) ?? chart.moonSign),
        })
      : moonDay
        ? t('result.nakshatraChanged', {
            list: moonDay.nakshatras.map((n) => nakshatraName(n)[language]).join(', '),
          })
        : t('result.moonSteady');
  return (
    <WarningNote id="calculator-no-time" title={t('result.noTimeTitle')}>
      <p className="mt-2 text-ink-900">{text}</p>
    </WarningNote>
  );
}
