import type { HoroscopeKind } from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import { zodiacSigns } from '@app/contract/zodiac';
import { SignCard } from './sign-card';

/** The twelve signs as cards, each opening its page for this kind of horoscope. */
export function SignGrid({ kind, language }: { kind: HoroscopeKind; language: Language }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
      data-testid="sign-grid"
    >
      {zodiacSigns.map((sign) => (
        <SignCard key={sign.name} sign={sign} kind={kind} language={language} />
      ))}
    </ul>
  );
}
