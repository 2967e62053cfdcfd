import type { HoroscopeKind } from '@app/contract/horoscope';
import { Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { Breadcrumb } from './breadcrumb';
import { HoroscopeHero } from './horoscope-hero';
import { KindTabs } from './kind-tabs';
import { withMoonSignLink } from './moon-sign-link';
import { SignGrid } from './sign-grid';
import { ZodiacWheel } from './zodiac-wheel';

/**
 * /horoscope/{kind}: the twelve signs for one kind of horoscope, with the note that a sign is
 * read as the Moon sign and a link to the calculator that finds it (`moonSignCalculatorPath`).
 */
export function HoroscopeListPage({
  kind,
  moonSignCalculatorPath,
}: {
  kind: HoroscopeKind;
  moonSignCalculatorPath: string;
}) {
  const { t } = useTranslation('horoscope');
  const language = useLanguage().language;
  return (
    <>
      <HoroscopeHero kind={kind}>
        <Breadcrumb items={[{ label: t(`kinds.${kind}.name`) }]} />
        <ZodiacWheel className="-z-10 -right-16 -translate-y-1/2 pointer-events-none absolute top-1/2 hidden size-[28rem] opacity-50 lg:block xl:right-4" />
        <div className="mt-8 max-w-3xl md:mt-10">
          <p className="font-semibold text-gold-400 text-sm">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl text-gold-100 md:text-5xl">
            {t(`kinds.${kind}.listTitle`)}
          </h1>
          <p className="mt-4 text-cream-200 text-lg leading-relaxed">
            {t(`kinds.${kind}.listIntro`)}
          </p>
        </div>
        <div className="mt-8">
          <KindTabs current={kind} />
        </div>
      </HoroscopeHero>
      <Section labelledBy="sign-grid-heading" padding="px-4 py-12 sm:px-6 md:py-16">
        <h2 id="sign-grid-heading" className="text-center text-3xl text-maroon-800 md:text-4xl">
          {t('grid.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700" data-testid="moon-sign-note">
          {withMoonSignLink(t('grid.hint'), moonSignCalculatorPath)}
        </p>
        <div className="mt-8 md:mt-10">
          <SignGrid kind={kind} language={language} />
        </div>
      </Section>
    </>
  );
}
