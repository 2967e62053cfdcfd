import { consultationPolicy } from '@app/contract/appointment-terms';
import { ShieldCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { registerNamespace, useTranslation } from '~/lib/i18n';

registerNamespace('booking');

/**
 * The terms every consultation is booked on (contract `consultationPolicy`), stated before the
 * client pays, on the confirmation and on the booking's page: one move and a full refund up to
 * the cutoff, nothing refunded later, support after the call.
 */
export function ConsultationPolicy({ className = '' }: { className?: string }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const items = t('policy.items', {
    returnObjects: true,
    hours: consultationPolicy.changeCutoffHours,
    days: consultationPolicy.supportDays,
  }) as string[];
  return (
    <section
      aria-labelledby={titleId}
      data-testid="consultation-policy"
      className={`rounded-xl border border-gold-200 bg-cream-50 px-4 py-3.5 ${className}`}
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 font-sans font-semibold text-base text-maroon-800"
      >
        <ShieldCheckIcon aria-hidden="true" className="size-5 shrink-0 text-saffron-700" />
        {t('policy.title')}
      </h2>
      <ul className="mt-2 grid gap-1.5 text-ink-700 text-sm leading-relaxed">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
