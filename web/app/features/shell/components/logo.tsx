import { site } from '@app/contract/site';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * The brand mark: a gold lotus-sun on a maroon disc (our own drawing), next to the brand name
 * in the current language. `tone="light"` is for dark backgrounds (the footer).
 */
export function LogoMark({ className = '' }: { className?: string }) {
  const petals = Array.from({ length: 12 }, (_, index) => index * 30);
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <circle cx="32" cy="32" r="31" className="fill-maroon-700" />
      <circle cx="32" cy="32" r="27.5" fill="none" strokeWidth="1.2" className="stroke-gold-400" />
      <g className="fill-gold-400">
        {petals.map((angle) => (
          <path
            key={angle}
            d="M32 8c3.2 5 3.8 9.6 0 14.5C28.2 17.6 28.8 13 32 8z"
            transform={`rotate(${angle} 32 32)`}
          />
        ))}
      </g>
      <circle cx="32" cy="32" r="9.5" strokeWidth="1.5" className="fill-gold-100 stroke-gold-400" />
      <circle cx="32" cy="32" r="4" className="fill-saffron-500" />
    </svg>
  );
}

export function Logo({
  tone = 'dark',
  onNavigate,
}: {
  tone?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const brand = site.name[language];
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={t('shell.homeLink', { brand })}
      className="group inline-flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      <LogoMark className="size-10 shrink-0 transition-transform duration-500 group-hover:rotate-30 sm:size-11" />
      <span className="flex flex-col leading-none">
        <span
          className={`whitespace-nowrap font-display text-xl sm:text-2xl ${tone === 'light' ? 'text-gold-300' : 'text-maroon-800'}`}
        >
          {brand}
        </span>
        <span
          className={`mt-1 whitespace-nowrap font-semibold text-[0.7rem] uppercase tracking-[0.14em] [:lang(hi)_&]:tracking-normal ${tone === 'light' ? 'text-cream-200' : 'text-saffron-700'}`}
        >
          {t('shell.tagline')}
        </span>
      </span>
    </Link>
  );
}
