import { Accordion } from '~/components/ui/accordion';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { type FaqCopy, type ReportNamespace, useReportCopy } from '../report-copy';

/**
 * A report page's FAQ (id "faq", below the fold): heading on the left from lg, the shared
 * Accordion (one answer open at a time) on the right; the words from `faq` in the page's
 * namespace. `initialOpenIndex` 0 opens the first answer (spec section 4).
 */
export function FaqSection({
  namespace,
  initialOpenIndex = 0,
  className = '',
}: {
  namespace: ReportNamespace;
  initialOpenIndex?: number | null;
  className?: string;
}) {
  const { t, list } = useReportCopy(namespace);
  const { title, intro, items } = list<{ title: string; intro: string; items: FaqCopy[] }>('faq');
  return (
    <Section
      id="faq"
      labelledBy="faq-title"
      className={className}
      belowFold
      contentClassName="grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-14"
    >
      <SectionHeading
        id="faq-title"
        copy={{ eyebrow: t('reports:faqEyebrow'), title, intro }}
        align="start"
      />
      <Accordion
        initialOpenIndex={initialOpenIndex}
        items={items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
      />
    </Section>
  );
}
