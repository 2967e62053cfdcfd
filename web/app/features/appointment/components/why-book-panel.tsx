import { site } from '@app/contract/site';
import { IconDisc } from '~/components/ui/icon-disc';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

type Benefit = { title: string; text: string };

/** "Why Book with {brand}?": the five benefits of booking with us (spec section 2). */
export function WhyBookPanel() {
  const { t } = useTranslation('consultation');
  const { language } = useLanguage();
  const benefits = t('appointment.benefits', { returnObjects: true }) as Benefit[];
  const brand = site.name[language];
  return (
    <aside
      aria-labelledby="why-book-title"
      className="relative isolate overflow-hidden rounded-card bg-maroon-900 p-6 text-cream-50 shadow-card md:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_10%,var(--color-maroon-700),transparent_60%)]"
      />
      <h2 id="why-book-title" className="text-2xl text-gold-200 md:text-3xl">
        {t('appointment.whyTitle', { brand })}
      </h2>
      <ol className="mt-6 grid gap-5">
        {benefits.map((benefit, index) => (
          <li key={benefit.title} className="flex gap-4">
            <IconDisc size="sm" tone="gold">
              {index + 1}
            </IconDisc>
            <div>
              <h3 className="font-sans text-lg font-semibold text-cream-50">{benefit.title}</h3>
              <p className="mt-0.5 leading-relaxed text-cream-100">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
