import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import { birthFragment } from '~/components/birth-details/birth-link';
import { CheckList } from '~/components/ui/check-list';
import { Link } from '~/components/ui/localized-link';
import { useKundli } from '../hooks/use-kundli';
import { CalculatorForm } from './calculator-form';
import { CalculatorHero } from './calculator-hero';
import { RecentCharts } from './recent-charts';
import { ResultPlaceholder } from './result-section';

// The result draws with the engine's name tables: its code comes with the engine, not the page.
const loadResult = () => import('./kundli-result');
const KundliResult = lazy(loadResult);

/**
 * /kundli: the free birth chart (issue 17). The page is prerendered with its form; the engine
 * loads when the visitor starts on the form, and the result is computed and drawn in the browser.
 */
export function KundliPage() {
  const { t } = useTranslation('calculators-kundli');
  const { person, kundli, status, submit, recent } = useKundli();
  const about = t('about.items', { returnObjects: true }) as string[];

  return (
    <>
      <CalculatorHero id="kundli-title" namespace="calculators-kundli" />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16 print:hidden">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
          <CalculatorForm
            id="kundli-form-title"
            namespace="calculators-kundli"
            status={status}
            onSubmit={submit}
            onFocus={() => void loadResult()}
          >
            <BirthDetailsFields person={person} />
          </CalculatorForm>

          <aside className="grid gap-6">
            <RecentCharts
              links={recent.links}
              onOpen={recent.open}
              onForget={recent.forget}
              onForgetAll={recent.forgetAll}
            />
            <section
              aria-labelledby="kundli-about-title"
              className="rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6"
            >
              <h2 id="kundli-about-title" className="text-2xl text-maroon-800">
                {t('about.title')}
              </h2>
              <CheckList items={about} className="mt-4" />
              <div className="mt-5 border-gold-300 border-t pt-4">
                <p className="font-semibold text-maroon-800">{t('about.reportTitle')}</p>
                <p className="mt-1 text-ink-700 text-sm leading-relaxed">{t('about.reportText')}</p>
                <Link
                  to="/reports/premium-personalized-kundli"
                  className="mt-2 inline-block font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
                >
                  {t('about.reportLink')}
                </Link>
              </div>
            </section>
          </aside>
        </div>
      </div>

      {kundli ? (
        <Suspense fallback={<ResultPlaceholder />}>
          <KundliResult key={birthFragment(kundli.details)} kundli={kundli} />
        </Suspense>
      ) : null}
    </>
  );
}
