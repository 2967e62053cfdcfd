import { lazy, Suspense } from 'react';
import { birthFragment } from '~/components/birth-details/birth-link';
import { useTranslation } from '~/lib/i18n';
import { useKundli } from '../hooks/use-kundli';
import { CalculatorAbout } from './calculator-about';
import { CalculatorColumns } from './calculator-columns';
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

  return (
    <>
      <CalculatorHero id="kundli-title" words={t('hero', { returnObjects: true })} />

      <CalculatorColumns
        form={
          <CalculatorForm
            id="kundli-form-title"
            person={person}
            status={status}
            onSubmit={submit}
            onFocus={() => void loadResult()}
            words={t('form', { returnObjects: true })}
          />
        }
        aside={
          <>
            <RecentCharts
              links={recent.links}
              onOpen={recent.open}
              onForget={recent.forget}
              onForgetAll={recent.forgetAll}
            />
            <CalculatorAbout
              id="kundli-about-title"
              title={t('about.title')}
              items={t('about.items', { returnObjects: true })}
              next={{
                title: t('about.reportTitle'),
                text: t('about.reportText'),
                link: t('about.reportLink'),
                to: '/reports/premium-personalized-kundli',
              }}
            />
          </>
        }
      />

      {kundli ? (
        <Suspense fallback={<ResultPlaceholder />}>
          <KundliResult key={birthFragment(kundli.details)} kundli={kundli} />
        </Suspense>
      ) : null}
    </>
  );
}
