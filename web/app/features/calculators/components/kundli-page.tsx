import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BirthDetailsFields,
  BirthPrivacyNote,
} from '~/components/birth-details/birth-details-fields';
import { birthFragment } from '~/components/birth-details/birth-link';
import { Skeleton } from '~/components/ui/skeleton';
import { useKundli } from '../hooks/use-kundli';
import { CalculatorAbout } from './calculator-about';
import { CalculatorHero } from './calculator-hero';
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
  const highlights = t('hero.highlights', { returnObjects: true }) as string[];
  const about = t('about.items', { returnObjects: true }) as string[];

  return (
    <>
      <CalculatorHero
        id="kundli-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        highlights={highlights}
      />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16 print:hidden">
        <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
          <section
            aria-labelledby="kundli-form-title"
            className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
          >
            <h2 id="kundli-form-title" className="text-3xl text-maroon-800">
              {t('form.title')}
            </h2>
            <p className="mt-2 text-ink-700 text-sm leading-relaxed">{t('form.intro')}</p>
            <form
              noValidate
              onSubmit={submit}
              onFocus={() => void loadResult()}
              className="mt-6"
              aria-label={t('form.title')}
            >
              <BirthDetailsFields person={person} />
              <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center">
                <button
                  type="submit"
                  aria-disabled={status === 'computing' || undefined}
                  className="inline-flex min-h-13 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-maroon-700 px-8 font-semibold text-lg text-white transition-colors hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
                >
                  {status === 'computing' ? (
                    <span
                      aria-hidden="true"
                      className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    />
                  ) : null}
                  {status === 'computing' ? t('form.computing') : t('form.submit')}
                </button>
                <BirthPrivacyNote />
              </div>
              {status === 'engine-failed' ? (
                <p role="alert" className="mt-4 font-semibold text-danger-600 text-sm">
                  {t('form.engineFailed')}
                </p>
              ) : null}
            </form>
          </section>

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

function ResultPlaceholder() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-16 sm:px-6">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
