import { Accordion } from '~/components/ui/accordion';
import { ButtonLink } from '~/components/ui/button';
import { HeadedSection } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

type FaqCopy = { question: string; answer: string };

/** The FAQ, all closed at first (spec section 4 "FAQ accordions"), then the way to book. */
export function ConsultationFaq() {
  const { t } = useTranslation('consultation');
  const items = t('faq.items', { returnObjects: true }) as FaqCopy[];
  return (
    <HeadedSection
      id="faq"
      heading={t('faq', { returnObjects: true })}
      className="bg-maroon-50"
      width="3xl"
    >
      <Accordion className="mt-10" initialOpenIndex={null} items={items} />
      <div className="mt-10 text-center">
        <ButtonLink to="/appointment" size="lg">
          {t('cta.book')}
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
