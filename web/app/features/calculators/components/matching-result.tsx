import { verdictBands } from '@app/astro/matching';
import { nakshatraName, signName } from '@app/astro/names';
import { CircleAlertIcon, ShieldCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { ManglikStatus } from '~/components/kundli/manglik-status';
import { Link } from '~/components/ui/localized-link';
import { formatPoints } from '~/lib/astro-format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { birthSummary } from '../birth-summary';
import { type Matching, matchPeople } from '../matching';
import { HowComputedPanel } from './how-computed-panel';
import { KootaTable } from './koota-table';
import { ResultHeader } from './result-header';
import { Fact, ResultSection } from './result-section';

const verdictColours: Record<string, string> = {
  'not-recommended': 'bg-danger-600',
  average: 'bg-warning-700',
  good: 'bg-success-600',
  excellent: 'bg-success-600',
};

/**
 * The match computed in the browser (loaded with the engine, never with the page): whose and
 * when, print and share; the total out of 36 with the engine's verdict and its bands, and the
 * Moons that were matched; the eight kootas; the exceptions applied; both people's manglik status
 * and what they mean together; where to go next; how it was calculated.
 */
export default function MatchingResult({ matching }: { matching: Matching }) {
  const { t } = useTranslation('calculators-matching');
  const { language } = useLanguage();
  const { pair, match, charts, timeKnown } = matching;
  const who = (person: 'boy' | 'girl') => t(`result.person.${person}`);
  const names = { boy: pair.boy.name.trim(), girl: pair.girl.name.trim() };
  const title =
    names.boy && names.girl
      ? t('result.title', { boy: names.boy, girl: names.girl })
      : t('result.titleUnnamed');
  const exceptions = match.kootas.flatMap((koota) => (koota.exception ? [koota.exception] : []));
  const band = verdictBands.find((candidate) => candidate.verdict === match.verdict);

  return (
    <div
      id="matching-result"
      data-testid="matching-result"
      className="px-4 pb-12 sm:px-6 print:p-0"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 print:block print:max-w-none print:[&>*+*]:mt-5">
        <ResultHeader eyebrow={t('result.eyebrow')} title={title} formTitleId="matching-form-title">
          <ul className="mt-3 grid gap-1.5">
            {matchPeople.map((person) => {
              const birth = birthSummary(pair[person], charts[person], language);
              const values = { who: names[person] || who(person), ...birth };
              return (
                <li key={person} data-birth={person}>
                  <span className="text-cream-100 text-lg print:text-base print:text-ink-900">
                    {birth.time ? t('result.birth', values) : t('result.birthUnknownTime', values)}
                  </span>{' '}
                  <span className="text-cream-100/90 text-sm print:text-ink-700">
                    ({birth.offset})
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-cream-100/90 text-sm print:text-ink-700">
            {t('birth.computedHere', { ns: 'calculators' })}
          </p>
        </ResultHeader>

        {matchPeople
          .filter((person) => !timeKnown[person])
          .map((person) => (
            <p
              key={person}
              data-testid={`unknown-time-${person}`}
              className="flex gap-2.5 rounded-card border border-warning-700/30 bg-warning-100 p-4 text-ink-900 sm:p-5"
            >
              <TriangleAlertIcon
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-warning-700"
              />
              {t('result.unknownTime', { who: who(person) })}
            </p>
          ))}

        <ResultSection id="matching-score" title={t('result.score.title')}>
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-10">
            <div>
              <p
                data-testid="matching-total"
                data-total={match.total}
                className="flex items-baseline gap-2 font-display text-maroon-800"
              >
                <span className="text-6xl leading-none">
                  {t('result.score.total', {
                    total: formatPoints(match.total, language),
                    max: match.max,
                  })}
                </span>
                <span className="text-ink-700 text-xl">{t('result.score.points')}</span>
              </p>
              <div
                aria-hidden="true"
                className="mt-4 h-3 overflow-hidden rounded-full bg-cream-200 print:border print:border-ink-500/40"
              >
                <div
                  className={`h-full rounded-full ${verdictColours[match.verdict] ?? 'bg-maroon-700'}`}
                  style={{ width: `${(match.total / match.max) * 100}%` }}
                />
              </div>
              <p
                data-testid="matching-verdict"
                data-verdict={match.verdict}
                className="mt-4 font-display text-2xl text-maroon-900"
              >
                {match.verdictLabel[language]}
              </p>
              {match.tableTotal === match.total ? null : (
                <p className="mt-1 text-ink-700 text-sm">
                  {t('result.score.tableTotal', {
                    total: formatPoints(match.tableTotal, language),
                  })}
                </p>
              )}
              <p className="mt-5 font-semibold text-ink-900 text-sm">
                {t('result.score.bandsTitle')}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {verdictBands.map((candidate) => (
                  <li
                    key={candidate.verdict}
                    aria-current={candidate === band || undefined}
                    className="rounded-full border border-gold-300 bg-cream-50 px-3 py-1 text-sm aria-[current=true]:border-maroon-700 aria-[current=true]:bg-maroon-700 aria-[current=true]:text-white"
                  >
                    {candidate[language]} · {t('result.score.bandFrom', { from: candidate.from })}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="font-semibold text-ink-900">{t('result.score.moonsTitle')}</p>
              <dl className="mt-3 grid gap-3">
                {matchPeople.map((person) => (
                  <Fact
                    key={person}
                    data-moon={person}
                    label={names[person] || who(person)}
                    value={t('result.score.moon', {
                      sign: signName(charts[person].moonSign)[language],
                      nakshatra: nakshatraName(charts[person].nakshatra)[language],
                      pada: charts[person].pada,
                    })}
                  />
                ))}
              </dl>
            </div>
          </div>
        </ResultSection>

        <ResultSection
          id="matching-kootas"
          title={t('result.kootas.title')}
          intro={<p>{t('result.kootas.intro')}</p>}
        >
          <KootaTable match={match} />
          <div data-testid="matching-exceptions" className="mt-6">
            <h3 className="font-display text-maroon-800 text-xl">{t('result.exceptions.title')}</h3>
            {exceptions.length > 0 ? (
              <ul className="mt-2 grid gap-1.5">
                {exceptions.map((exception) => (
                  <li
                    key={exception.rule}
                    data-exception={exception.rule}
                    className="flex gap-2 text-ink-900"
                  >
                    <ShieldCheckIcon
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-success-600"
                    />
                    {exception.name[language]}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-700">{t('result.exceptions.none')}</p>
            )}
          </div>
        </ResultSection>

        <ResultSection id="matching-manglik" title={t('result.manglik.title')}>
          <p
            data-testid="manglik-mutual"
            data-mutual={matching.manglik.mutual}
            className={`flex gap-2.5 rounded-xl px-4 py-3 font-semibold ${matching.manglik.mutual === 'one' ? 'bg-warning-100 text-warning-700' : 'bg-success-100 text-success-600'}`}
          >
            {matching.manglik.mutual === 'one' ? (
              <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            {t(`result.manglik.mutual.${matching.manglik.mutual}`)}
          </p>
          <div className="mt-6 grid gap-8 md:grid-cols-2 print:grid-cols-2">
            {matchPeople.map((person) => (
              <div key={person} data-manglik-of={person}>
                <h3 className="mb-3 font-display text-maroon-800 text-xl">
                  {names[person] || who(person)}
                </h3>
                <ManglikStatus
                  manglik={match.manglik[person]}
                  timeKnown={timeKnown[person]}
                  showRule={false}
                />
              </div>
            ))}
          </div>
          <p className="mt-5 text-ink-500 text-sm leading-relaxed print:text-xs">
            {t('manglik.rule', { ns: 'calculators' })}
          </p>
        </ResultSection>

        <section
          aria-labelledby="matching-next-title"
          className="rounded-card bg-gold-100 p-5 sm:p-7 print:hidden"
        >
          <h2 id="matching-next-title" className="text-2xl text-maroon-800">
            {t('result.next.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-900 leading-relaxed">{t('result.next.text')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to="/reports/premium-couple-kundli"
              className="inline-flex min-h-11 items-center rounded-full bg-maroon-700 px-5 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
            >
              {t('result.next.report')}
            </Link>
            <Link
              to="/kundli"
              className="inline-flex min-h-11 items-center rounded-full border-2 border-maroon-700 px-5 font-semibold text-maroon-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
            >
              {t('result.next.kundli')}
            </Link>
          </div>
        </section>

        <ResultSection id="matching-how" title={t('howComputed.title', { ns: 'calculators' })}>
          <HowComputedPanel
            kept="link"
            charts={matchPeople.map((person) => ({
              key: person,
              title: names[person] || who(person),
              chart: charts[person],
            }))}
          />
        </ResultSection>
      </div>
    </div>
  );
}
