import type { HoroscopeKind } from '@app/contract/horoscope';
import type { ZodiacSign } from '@app/contract/zodiac';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/lib/language';
import { useHoroscope } from '../api/get-horoscope';
import { horoscopeListPath } from '../paths';
import { Breadcrumb } from './breadcrumb';
import { ElementBadge } from './element-badge';
import { HoroscopeHero } from './horoscope-hero';
import { KindTabs } from './kind-tabs';
import { ReadingCard } from './reading-card';
import { ConsultationCallout, OtherSigns, SignFacts, SignOtherReadings } from './sign-details';
import { SignSelect } from './sign-select';

/**
 * /horoscope/{kind}/{sign}: the sign's static facts (prerendered) and this period's reading, which
 * the server writes into the page it sends (useHoroscope; docs/decisions/005) and the browser
 * fetches after a sign, kind or language is chosen in the page.
 */
export function HoroscopeSignPage({ kind, sign }: { kind: HoroscopeKind; sign: ZodiacSign }) {
  const { t } = useTranslation('horoscope');
  const language = useLanguage().language;
  const { state, reload } = useHoroscope(kind, sign.name, language);
  const name = sign.displayName[language];
  return (
    <>
      <HoroscopeHero kind={kind}>
        <Breadcrumb
          items={[{ label: t(`kinds.${kind}.name`), to: horoscopeListPath(kind) }, { label: name }]}
        />
        <div className="mt-8 flex flex-col gap-8 md:mt-10 md:flex-row md:items-end md:justify-between">
          <div className="flex items-center gap-5">
            <span
              aria-hidden="true"
              className="flex size-20 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-maroon-900/70 text-5xl text-gold-300 shadow-[0_0_40px_-8px_var(--color-gold-400)] sm:size-24 sm:text-6xl"
            >
              {sign.symbol}
            </span>
            <div>
              <p className="font-semibold text-gold-400 text-sm">{t('eyebrow')}</p>
              <h1 className="mt-1 text-3xl text-gold-100 sm:text-4xl md:text-5xl">
                {t(`kinds.${kind}.signTitle`, { sign: name })}
              </h1>
              <p className="mt-2 flex flex-wrap items-center gap-3 text-cream-200">
                <span>{sign.dateRange.text[language]}</span>
                <ElementBadge element={sign.element} />
              </p>
            </div>
          </div>
          <SignSelect kind={kind} value={sign.name} language={language} />
        </div>
        <div className="mt-8">
          <KindTabs current={kind} sign={sign.name} />
        </div>
      </HoroscopeHero>

      <div className="px-4 py-10 sm:px-6 md:py-14">
        <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
          <div aria-live="polite">
            <ReadingCard
              kind={kind}
              sign={sign}
              language={language}
              state={state}
              onRetry={reload}
            />
          </div>
          <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <SignFacts sign={sign} language={language} />
            <SignOtherReadings kind={kind} sign={sign} language={language} />
            <ConsultationCallout />
          </aside>
          <div className="lg:col-start-1 lg:row-start-2">
            <OtherSigns kind={kind} current={sign} language={language} />
          </div>
        </div>
      </div>
    </>
  );
}
