import type { ZodiacElement } from '@app/contract/zodiac';
import { useTranslation } from '~/lib/i18n';

/**
 * Each element in its traditional colour: fire saffron, earth green, air gold, water blue.
 * Earth and water use Tailwind's own emerald and sky scales, as the site's palette has no
 * green or blue of its own outside status messages.
 */
const elementStyles: Record<ZodiacElement, { badge: string; dot: string }> = {
  fire: { badge: 'bg-saffron-100 text-saffron-800 ring-saffron-300', dot: 'bg-saffron-500' },
  earth: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  air: { badge: 'bg-gold-100 text-gold-700 ring-gold-300', dot: 'bg-gold-500' },
  water: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-600' },
};

export function ElementBadge({
  element,
  className = '',
}: {
  element: ZodiacElement;
  className?: string;
}) {
  const { t } = useTranslation('horoscope');
  const style = elementStyles[element];
  return (
    <span
      data-element={element}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${style.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {t('elementLabel', { element: t(`elements.${element}`) })}
    </span>
  );
}
