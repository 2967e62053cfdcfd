import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';

/**
 * Pieces the festival pages share, in the calculators' look (the panchang's result cards): a
 * white card with its h2, the badge of a tradition, the line that says where the dates were
 * computed.
 */

/** A card of a festival page: an h2 (`{id}-title`, for aria-labelledby), an intro, the content. */
export function FestivalCard({
  id,
  title,
  intro,
  className = '',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-7 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none ${className}`}
    >
      <h2 id={`${id}-title`} className="text-2xl text-maroon-800 sm:text-[1.75rem]">
        {title}
      </h2>
      {intro ? <div className="mt-2 text-ink-700 leading-relaxed">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** "Smarta" / "Vaishnava": which tradition a date follows, where the two keep different days. */
export function TraditionBadge({ tradition }: { tradition: 'smarta' | 'vaishnava' }) {
  const { t } = useTranslation('calendar');
  return (
    <span
      data-tradition={tradition}
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs leading-5 ${
        tradition === 'vaishnava'
          ? 'border-maroon-300 bg-maroon-50 text-maroon-700'
          : 'border-gold-400 bg-gold-100 text-gold-700'
      }`}
    >
      {t(`traditions.${tradition}`)}
    </span>
  );
}

/** Where the dates on screen were computed: when the page was built, or on this device. */
export function ComputedWhereNote({ computedHere }: { computedHere: boolean }) {
  const { t } = useTranslation('calendar');
  return (
    <p className="rounded-xl bg-success-100 px-4 py-3 text-sm text-success-600 print:bg-transparent print:p-0 print:text-ink-700">
      {computedHere ? t('place.device') : t('place.prerendered')}
    </p>
  );
}
