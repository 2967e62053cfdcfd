import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import { birthFragment } from '~/components/birth-details/birth-link';
import { useKundli } from '../hooks/use-kundli';
import { CalculatorAbout } from './calculator-about';
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
            <CalculatorAbout
              id="kundli-about-title"
              title={t('about.title')}
              items={about}
              next={{
                title: t('about.reportTitle'),
                text: t('about.reportText'),
                link: t('about.reportLink'),
                to: '/reports/premium-personalized-kundli',
              }}
            />
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
