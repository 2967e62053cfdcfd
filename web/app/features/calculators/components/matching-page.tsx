import { lazy, Suspense } from 'react';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import { pairFragment } from '~/components/birth-details/birth-link';
import { CheckList } from '~/components/ui/check-list';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useMatching } from '../hooks/use-matching';
import { CalculatorForm } from './calculator-form';
import { CalculatorHero } from './calculator-hero';
import { ResultPlaceholder } from './result-section';

// The result draws with the engine's name tables: its code comes with the engine, not the page.
const loadResult = () => import('./matching-result');
const MatchingResult = lazy(loadResult);

const linkClasses =
  'font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700';

/**
 * /kundli-matching: ashtakoota matching of two births (issue 17). The page is prerendered with
 * its two forms; the engine loads when the visitor starts on one, and the match is computed and
 * drawn in the browser.
 */
export function MatchingPage() {
  const { t } = useTranslation('calculators-matching');
  const { boy, girl, matching, status, submit } = useMatching();
  const about = t('about.items', { returnObjects: true }) as string[];

  return (
    <>
      <CalculatorHero id="matching-title" words={t('hero', { returnObjects: true })} />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16 print:hidden">
        <CalculatorForm
          id="matching-form-title"
          words={t('form', { returnObjects: true })}
          status={status}
          onSubmit={submit}
          onFocus={() => void loadResult()}
          className="mx-auto max-w-6xl"
        >
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
            <div data-person="boy" className="sm:rounded-xl sm:bg-cream-50 sm:p-5">
              <BirthDetailsFields person={boy} legend={t('form.boy')} />
            </div>
            <div
              data-person="girl"
              className="border-gold-200 border-t pt-6 sm:rounded-xl sm:border-t-0 sm:bg-cream-50 sm:p-5"
            >
              <BirthDetailsFields person={girl} legend={t('form.girl')} />
            </div>
          </div>
        </CalculatorForm>
      </div>

      {matching ? (
        <Suspense fallback={<ResultPlaceholder />}>
          <MatchingResult key={pairFragment(matching.pair)} matching={matching} />
        </Suspense>
      ) : null}

      <section aria-labelledby="matching-about-title" className="px-4 pb-16 sm:px-6 print:hidden">
        <div className="mx-auto grid max-w-6xl gap-6 rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-8 md:grid-cols-[minmax(0,1.3fr)_minmax(0,0.7fr)]">
          <div>
            <h2 id="matching-about-title" className="text-2xl text-maroon-800">
              {t('about.title')}
            </h2>
            <CheckList items={about} className="mt-4" />
          </div>
          <div className="border-gold-300 border-t pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">
            <p className="font-semibold text-maroon-800">{t('about.reportTitle')}</p>
            <p className="mt-1 text-ink-700 text-sm leading-relaxed">{t('about.reportText')}</p>
            <p className="mt-3 flex flex-col items-start gap-2">
              <Link to="/reports/premium-couple-kundli" className={linkClasses}>
                {t('about.reportLink')}
              </Link>
              <Link to="/kundli" className={linkClasses}>
                {t('about.kundliLink')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
