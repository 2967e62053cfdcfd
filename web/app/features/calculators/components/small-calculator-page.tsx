import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { birthFragment } from '~/components/birth-details/birth-link';
import { registerNamespace } from '~/lib/i18n';
import en from '~/locales/en/calculators-small.json';
import hi from '~/locales/hi/calculators-small.json';
import { useBirthCalculation } from '../hooks/use-birth-calculation';
import { computeKundli } from '../kundli';
import { type SmallCalculatorId, smallCalculators } from '../small-calculators';
import {
  CalculatorAboutCard,
  CalculatorColumns,
  CalculatorForm,
  CalculatorHero,
  CalculatorReportLink,
  ResultPlaceholder,
} from './calculator-layout';

registerNamespace('calculators-small', en, hi);

// The answer draws with the engine's name tables: its code comes with the engine, not the page.
const loadResult = () => import('./small-calculator-result');
const SmallCalculatorResult = lazy(loadResult);

/**
 * The page of a small calculator (/calculators/moon-sign, nakshatra, sade-sati, manglik; issue
 * 17): the question in the hero, the birth-details form with a few lines on what is asked, the
 * paid report that goes further, and the answer computed in the browser. The birth details go
 * into the address's fragment as on /kundli, so the answer's link to the full kundli carries them.
 */
export function SmallCalculatorPage({ calculator }: { calculator: SmallCalculatorId }) {
  const { t } = useTranslation('calculators-small');
  const { person, result, status, submit } = useBirthCalculation({
    name: calculator,
    calculate: computeKundli,
  });

  return (
    <>
      <CalculatorHero
        id="calculator-title"
        eyebrow={t(`${calculator}.hero.eyebrow`)}
        title={t(`${calculator}.hero.title`)}
        lead={t(`${calculator}.hero.lead`)}
        highlights={t(`${calculator}.hero.highlights`, { returnObjects: true }) as string[]}
      />
      <CalculatorColumns
        form={
          <CalculatorForm
            titleId="calculator-form-title"
            words={{ ...t('form', { returnObjects: true }), submit: t(`${calculator}.submit`) }}
            person={person}
            status={status}
            onSubmit={submit}
            onFocus={() => void loadResult()}
          />
        }
        aside={
          <CalculatorAboutCard
            id="calculator-about-title"
            title={t(`${calculator}.about.title`)}
            items={t(`${calculator}.about.items`, { returnObjects: true }) as string[]}
          >
            <CalculatorReportLink
              to={smallCalculators[calculator].report}
              title={t(`${calculator}.report.title`)}
              text={t(`${calculator}.report.text`)}
              link={t(`${calculator}.report.link`)}
            />
          </CalculatorAboutCard>
        }
      />
      {result ? (
        <Suspense fallback={<ResultPlaceholder />}>
          <SmallCalculatorResult
            key={birthFragment(result.details)}
            calculator={calculator}
            kundli={result}
          />
        </Suspense>
      ) : null}
    </>
  );
}
