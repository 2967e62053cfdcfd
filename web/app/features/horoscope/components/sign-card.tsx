import type { HoroscopeKind } from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import type { ZodiacSign } from '@app/contract/zodiac';
import { Link } from '~/components/ui/localized-link';
import { horoscopeSignPath } from '../paths';
import { ElementBadge } from './element-badge';

/** One sign in a grid: symbol, name, date range and element; the whole card opens its page. */
export function SignCard({
  sign,
  kind,
  language,
}: {
  sign: ZodiacSign;
  kind: HoroscopeKind;
  language: Language;
}) {
  return (
    <li>
      <Link
        to={horoscopeSignPath(kind, sign.name)}
        className="group flex h-full flex-col items-center gap-2 rounded-card border border-gold-200 bg-white px-3 py-5 text-center shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-600 sm:px-4 sm:py-6"
      >
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-maroon-800 to-maroon-950 text-3xl text-gold-300 ring-4 ring-gold-100 transition group-hover:ring-gold-200 sm:size-18 sm:text-4xl"
        >
          {sign.symbol}
        </span>
        <span className="font-display text-maroon-800 text-xl sm:text-2xl">
          {sign.displayName[language]}
        </span>
        <span className="text-ink-500 text-sm">{sign.dateRange.text[language]}</span>
        <ElementBadge element={sign.element} className="mt-auto" />
      </Link>
    </li>
  );
}
