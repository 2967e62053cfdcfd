import { useTranslation } from 'react-i18next';
import { Accordion } from '~/components/ui/accordion';
import { ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';

type FaqCopy = { question: string; answer: string };

/** The FAQ, all closed at first (spec section 4 "FAQ accordions"), then the way to book. */
export function ConsultationFaq() {
  const { t } = useTranslation('consultation');
  const items = t('faq.items', { returnObjects: true }) as FaqCopy[];
  return (
    <Section labelledBy="faq-title" className="bg-maroon-50" width="3xl">
      <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
      <Accordion className="mt-10" initialOpenIndex={null} items={items} />
      <div className="mt-10 text-center">
        <ButtonLink to="/appointment" size="lg">
          {t('cta.book')}
        </ButtonLink>
      </div>
    </Section>
  );
}
