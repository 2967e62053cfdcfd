import { type HoroscopeKind, horoscopeKinds } from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import { type ZodiacSign, zodiacSigns } from '@app/contract/zodiac';
import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { horoscopeSignPath } from '../paths';
import { ElementBadge } from './element-badge';

/** The sign's static facts: dates, element, symbol and traits (in the prerendered HTML). */
export function SignFacts({ sign, language }: { sign: ZodiacSign; language: Language }) {
  const { t } = useTranslation('horoscope');
  const name = sign.displayName[language];
  return (
    <section
      aria-labelledby="sign-facts-heading"
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="sign-facts-heading" className="text-maroon-800 text-xl">
        {t('about.heading', { sign: name })}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-500">{t('about.dates')}</dt>
          <dd className="font-semibold text-ink-900">{sign.dateRange.text[language]}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-500">{t('about.element')}</dt>
          <dd>
            <ElementBadge element={sign.element} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-ink-500">{t('about.symbol')}</dt>
          <dd className="text-2xl text-maroon-700 leading-none">{sign.symbol}</dd>
        </div>
        <div>
          <dt className="text-ink-500">{t('about.traits')}</dt>
          <dd>
            <ul className="mt-2 flex flex-wrap gap-2">
              {sign.traits[language].map((trait) => (
                <li
                  key={trait}
                  className="rounded-full bg-maroon-50 px-3 py-1 font-semibold text-maroon-700 text-sm"
                >
                  {trait}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The other two kinds of reading for this sign. */
export function SignOtherReadings({
  kind,
  sign,
  language,
}: {
  kind: HoroscopeKind;
  sign: ZodiacSign;
  language: Language;
}) {
  const { t } = useTranslation('horoscope');
  return (
    <section
      aria-labelledby="sign-more-heading"
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="sign-more-heading" className="text-maroon-800 text-xl">
        {t('more.heading', { sign: sign.displayName[language] })}
      </h2>
      <ul className="mt-3 divide-y divide-gold-100">
        {horoscopeKinds
          .filter((other) => other !== kind)
          .map((other) => (
            <li key={other}>
              <Link
                to={horoscopeSignPath(other, sign.name)}
                className="flex items-center justify-between py-3 font-semibold text-maroon-700 hover:text-saffron-700"
              >
                {t(`kinds.${other}.name`)}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** Links to the same kind of reading for the other eleven signs. */
export function OtherSigns({
  kind,
  current,
  language,
}: {
  kind: HoroscopeKind;
  current: ZodiacSign;
  language: Language;
}) {
  const { t } = useTranslation('horoscope');
  return (
    <nav aria-labelledby="other-signs-heading">
      <h2 id="other-signs-heading" className="text-2xl text-maroon-800">
        {t('more.otherSigns')}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 sm:grid-cols-4">
        {zodiacSigns
          .filter((sign) => sign.name !== current.name)
          .map((sign) => (
            <li key={sign.name}>
              <Link
                to={horoscopeSignPath(kind, sign.name)}
                className="flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-gold-200 bg-white px-3 py-2 font-semibold text-maroon-700 text-sm transition-colors hover:border-gold-400 hover:bg-gold-100"
              >
                <span aria-hidden="true">{sign.symbol}</span>
                {sign.displayName[language]}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The way from a free horoscope to a paid consultation. */
export function ConsultationCallout() {
  const { t } = useTranslation('horoscope');
  return (
    <section className="rounded-card bg-gradient-to-br from-maroon-800 to-maroon-950 p-5 text-cream-100 shadow-card sm:p-6">
      <h2 className="text-gold-200 text-xl">{t('cta.heading')}</h2>
      <p className="mt-2 text-cream-200 text-sm leading-relaxed">{t('cta.text')}</p>
      <ButtonLink to="/call-consultation" variant="accent" size="sm" className="mt-4">
        {t('cta.button')}
      </ButtonLink>
    </section>
  );
}
