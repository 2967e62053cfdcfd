import { Accordion } from '~/components/ui/accordion';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { FaqCopy } from '../report-copy';

/**
 * A report page's FAQ (id "faq"): heading on the left from lg, the shared Accordion (one answer
 * open at a time) on the right. `initialOpenIndex` 0 opens the first answer (spec section 4).
 */
export function FaqSection({
  eyebrow,
  title,
  intro,
  items,
  initialOpenIndex = 0,
  className = '',
  belowFold = false,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  items: readonly FaqCopy[];
  initialOpenIndex?: number | null;
  className?: string;
  belowFold?: boolean;
}) {
  return (
    <Section
      id="faq"
      labelledBy="faq-title"
      className={className}
      belowFold={belowFold}
      contentClassName="grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-14"
    >
      <SectionHeading id="faq-title" eyebrow={eyebrow} title={title} intro={intro} align="start" />
      <Accordion
        initialOpenIndex={initialOpenIndex}
        items={items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
      />
    </Section>
  );
}
