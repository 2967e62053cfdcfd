import { ChevronDownIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

type AccordionItem = { question: ReactNode; answer: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Which item starts open: an index, or null for none (spec section 4, "FAQ accordions"). */
  initialOpenIndex?: number | null;
  /** Heading level that wraps each question, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Spec section 9: an open answer is at most this tall; longer answers scroll inside it. */
const panelMaxHeight = 500;

/**
 * The site's one accordion, used by every FAQ. At most one item is open: clicking a closed
 * question opens it and closes the other, clicking the open question closes it. Each question is
 * a button with aria-expanded and aria-controls; a closed answer stays in the HTML (search engines
 * read it) but is inert, so it is neither focusable nor read out.
 *
 *   <Accordion items={[{ question: 'How…?', answer: 'Like this.' }]} initialOpenIndex={0} />
 */
export function Accordion({
  items,
  initialOpenIndex = null,
  headingLevel = 3,
  className = '',
}: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(initialOpenIndex);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div
      className={`divide-y divide-gold-200 overflow-hidden rounded-card border border-gold-200 bg-white shadow-card ${className}`}
    >
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static content, never reordered
          <div key={index} data-open={open ? '' : undefined} className="group">
            <Heading className="m-0 font-sans text-base leading-snug md:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-maroon-800 transition-colors hover:bg-cream-50 focus-visible:-outline-offset-2 group-data-open:bg-cream-50 md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDownIcon
                  strokeWidth={2.2}
                  className="size-5 shrink-0 text-saffron-700 transition-transform duration-300 group-data-open:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              inert={!open}
              className="overflow-hidden transition-[max-height] duration-300 ease-out"
              style={{ maxHeight: open ? panelMaxHeight : 0 }}
            >
              <div
                className="overflow-y-auto bg-cream-50 px-5 pb-5 leading-relaxed text-ink-700 md:px-6"
                style={{ maxHeight: panelMaxHeight }}
              >
                {item.answer}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
