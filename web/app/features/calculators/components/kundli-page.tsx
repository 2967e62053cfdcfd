import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { birthFragment } from '~/components/birth-details/birth-link';
import { useKundli } from '../hooks/use-kundli';
import {
  CalculatorAboutCard,
  CalculatorColumns,
  CalculatorForm,
  CalculatorHero,
  CalculatorReportLink,
  ResultPlaceholder,
} from './calculator-layout';
import { RecentCharts } from './recent-charts';

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
      <CalculatorHero
        id="kundli-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        highlights={t('hero.highlights', { returnObjects: true }) as string[]}
      />
      <CalculatorColumns
        form={
          <CalculatorForm
            titleId="kundli-form-title"
            words={t('form', { returnObjects: true })}
            person={person}
            status={status}
            onSubmit={submit}
            onFocus={() => void loadResult()}
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
            <CalculatorAboutCard
              id="kundli-about-title"
              title={t('about.title')}
              items={t('about.items', { returnObjects: true }) as string[]}
            >
              <CalculatorReportLink
                to="/reports/premium-personalized-kundli"
                title={t('about.reportTitle')}
                text={t('about.reportText')}
                link={t('about.reportLink')}
              />
            </CalculatorAboutCard>
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
