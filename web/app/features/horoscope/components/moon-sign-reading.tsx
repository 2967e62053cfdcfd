import { getZodiacSign, type ZodiacSignName } from '@app/contract/zodiac';
import { Link } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useHoroscope } from '../api/get-horoscope';
import { horoscopeSignPath } from '../paths';

registerNamespace('horoscope');

/**
 * Today's daily reading of one Moon sign, short, with a link to its page (the account's "your
 * sky now" card, issue 33): the same reading, read from the sky, as the sign's daily page.
 */
export function MoonSignReading({ sign }: { sign: ZodiacSignName }) {
  const { t } = useTranslation('horoscope');
  const { language } = useLanguage();
  const { state } = useHoroscope('daily', sign, language);
  return (
    <div data-testid="moon-sign-reading">
      {state.kind === 'loading' ? (
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : state.kind === 'failed' ? (
        <p className="text-ink-700">{t('moonSignReading.failed')}</p>
      ) : (
        <p className="text-ink-900 leading-relaxed">{state.data.reading.description}</p>
      )}
      <Link
        to={horoscopeSignPath('daily', sign)}
        className="mt-2 inline-block font-semibold text-maroon-700 underline decoration-gold-400 decoration-2 underline-offset-2 hover:text-maroon-900"
      >
        {t('moonSignReading.more', { sign: getZodiacSign(sign).displayName[language] })}
      </Link>
    </div>
  );
}
