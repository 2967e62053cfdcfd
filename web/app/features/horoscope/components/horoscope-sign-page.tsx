import type { HoroscopeKind } from '@app/contract/horoscope';
import type { ZodiacSign } from '@app/contract/zodiac';
import { MoonIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { addDays, istDate, useHoroscope } from '../api/get-horoscope';
import { horoscopeListPath } from '../paths';
import { Breadcrumb } from './breadcrumb';
import { type DayChoice, DayTabs, dayOffsets } from './day-tabs';
import { ElementBadge } from './element-badge';
import { HoroscopeHero } from './horoscope-hero';
import { KindTabs } from './kind-tabs';
import { withMoonSignLink } from './moon-sign-link';
import { ReadingBasisPanel } from './reading-basis-panel';
import { ReadingCard } from './reading-card';
import { ConsultationCallout, OtherSigns, SignFacts, SignOtherReadings } from './sign-details';
import { SignSelect } from './sign-select';

/**
 * /horoscope/{kind}/{sign}: the sign's static facts (prerendered) and this period's reading, which
 * the server writes into the page it sends (useHoroscope; docs/decisions/005) and the browser
 * fetches after a sign, kind, language or (daily) day is chosen in the page; under it, why the
 * reading says what it says (its basis, docs/decisions/036). The page says that the sign is read
 * as the Moon sign and links the calculator that finds it (`moonSignCalculatorPath`).
 */
export function HoroscopeSignPage({
  kind,
  sign,
  moonSignCalculatorPath,
}: {
  kind: HoroscopeKind;
  sign: ZodiacSign;
  moonSignCalculatorPath: string;
}) {
  const { t } = useTranslation('horoscope');
  const language = useLanguage().language;
  // A daily page reads today from the page, yesterday and tomorrow from the API (`?date=`),
  // counted from the day of the reading shown (the server's today, not the browser's clock).
  const [day, setDay] = useState<{ choice: DayChoice; date?: string; today?: string }>({
    choice: 'today',
  });
  const { state, reload } = useHoroscope(kind, sign.name, language, day.date);
  const shownBasis = state.kind === 'ready' ? state.data.basis : undefined;
  const today =
    day.today ??
    (shownBasis ? addDays(istDate(shownBasis.period.start), -dayOffsets[day.choice]) : undefined);
  const chooseDay = (choice: DayChoice) => {
    if (today === undefined || choice === day.choice) return;
    setDay(
      choice === 'today'
        ? { choice, today }
        : { choice, date: addDays(today, dayOffsets[choice]), today },
    );
  };
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
          <div className="flex flex-col gap-6">
            <p
              className="flex gap-3 rounded-xl border border-gold-200 bg-cream-50 px-4 py-3 text-ink-700 text-sm leading-relaxed"
              data-testid="moon-sign-note"
            >
              <MoonIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
              <span>
                {withMoonSignLink(t('moonSign.note', { sign: name }), moonSignCalculatorPath)}
              </span>
            </p>
            <div>
              {kind === 'daily' ? (
                <DayTabs
                  value={day.choice}
                  onChange={chooseDay}
                  disabled={state.kind === 'loading'}
                />
              ) : null}
              <div aria-live="polite">
                <ReadingCard
                  kind={kind}
                  sign={sign}
                  language={language}
                  state={state}
                  onRetry={reload}
                />
              </div>
            </div>
            {state.kind === 'failed' ? null : (
              <ReadingBasisPanel kind={kind} sign={sign} language={language} basis={shownBasis} />
            )}
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
