import { type HoroscopeKind, horoscopeKinds } from '@app/contract/horoscope';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { horoscopeListPath, horoscopeSignPath } from '../paths';

/**
 * Links between the three kinds of horoscope; on a sign page they keep the sign. The current
 * kind is marked with aria-current.
 */
export function KindTabs({ current, sign }: { current: HoroscopeKind; sign?: ZodiacSignName }) {
  const { t } = useTranslation('horoscope');
  return (
    <nav aria-label={t('kindNav')}>
      <ul className="flex flex-wrap gap-2">
        {horoscopeKinds.map((kind) => {
          const active = kind === current;
          return (
            <li key={kind}>
              <Link
                to={sign ? horoscopeSignPath(kind, sign) : horoscopeListPath(kind)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 font-semibold text-sm transition-colors ${
                  active
                    ? 'bg-gold-400 text-maroon-950'
                    : 'bg-white/10 text-cream-100 ring-1 ring-white/20 ring-inset hover:bg-white/20'
                }`}
              >
                {t(`kinds.${kind}.tab`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
