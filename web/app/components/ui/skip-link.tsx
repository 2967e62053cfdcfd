import { useTranslation } from '~/lib/i18n';

/**
 * The "Skip to content" link a frame puts first: hidden until focused, then a pill at the top.
 * `className` places it (its left offset, print behaviour).
 */
export function SkipLink({ target, className }: { target: string; className: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className={`sr-only z-50 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 ${className}`}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
