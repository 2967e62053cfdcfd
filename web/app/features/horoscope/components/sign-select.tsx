import type { HoroscopeKind } from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import { isZodiacSignName, type ZodiacSignName, zodiacSigns } from '@app/contract/zodiac';
import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { horoscopeSelectPath } from '../paths';

/**
 * "Select your sign": symbol and name of the twelve signs; choosing one opens its page (the
 * love page goes through /weekly-love-horoscope/{sign}, as the specification says).
 */
export function SignSelect({
  kind,
  value,
  language,
}: {
  kind: HoroscopeKind;
  value: ZodiacSignName;
  language: Language;
}) {
  const { t } = useTranslation('horoscope');
  const navigate = useLocalizedNavigate();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-gold-200 text-sm">
        {t('select.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (isZodiacSignName(next)) void navigate(horoscopeSelectPath(kind, next));
          }}
          className="min-h-11 w-full appearance-none rounded-full border border-gold-400/60 bg-maroon-900/80 py-2 pr-11 pl-4 font-semibold text-cream-50 text-base shadow-sm backdrop-blur focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2 sm:w-64"
        >
          {zodiacSigns.map((sign) => (
            <option key={sign.name} value={sign.name} className="bg-white text-ink-900">
              {sign.symbol} {sign.displayName[language]}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          strokeWidth={2.4}
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-4 size-4 text-gold-300"
        />
      </div>
    </div>
  );
}
