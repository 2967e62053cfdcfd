import { lazy, Suspense } from 'react';
import { birthFragment } from '~/components/birth-details/birth-link';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useBirthCalculation } from '../hooks/use-birth-calculation';
import { type SmallCalculatorId, smallCalculators } from '../small-calculators';
import { CalculatorAbout } from './calculator-about';
import { CalculatorColumns } from './calculator-columns';
import { CalculatorForm } from './calculator-form';
import { CalculatorHero } from './calculator-hero';
import { ResultPlaceholder } from './result-section';

registerNamespace('calculators-small');

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
  const { person, result, status, submit } = useBirthCalculation(calculator);

  return (
    <>
      <CalculatorHero
        id="calculator-title"
        words={t(`${calculator}.hero`, { returnObjects: true })}
      />
      <CalculatorColumns
        form={
          <CalculatorForm
            id="calculator-form-title"
            person={person}
            status={status}
            onSubmit={submit}
            onFocus={() => void loadResult()}
            words={{ ...t('form', { returnObjects: true }), submit: t(`${calculator}.submit`) }}
          />
        }
        aside={
          <CalculatorAbout
            id="calculator-about-title"
            title={t(`${calculator}.about.title`)}
            items={t(`${calculator}.about.items`, { returnObjects: true })}
            next={{
              title: t(`${calculator}.report.title`),
              text: t(`${calculator}.report.text`),
              link: t(`${calculator}.report.link`),
              to: smallCalculators[calculator].report,
            }}
          />
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
