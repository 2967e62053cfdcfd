import { CheckIcon } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

/** The terms of every booking (spec section 9 "Consultation") and the way to /appointment. */
export function ConsultationTerms() {
  const { t } = useTranslation('consultation');
  const items = t('terms.items', { returnObjects: true }) as string[];
  return (
    <Section
      labelledBy="terms-title"
      padding="px-4 py-14 sm:px-6 md:py-16"
      width="4xl"
      contentClassName="rounded-card border border-gold-300 bg-cream-50 p-6 shadow-card md:p-10"
    >
      <h2 id="terms-title" className="text-center text-3xl text-maroon-800">
        {t('terms.title')}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
            <CheckIcon className="mt-1 size-5 shrink-0 text-success-600" strokeWidth={2.2} />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <ButtonLink to="/appointment" size="lg">
          {t('cta.book')}
        </ButtonLink>
      </div>
    </Section>
  );
}
