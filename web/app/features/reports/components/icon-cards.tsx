import type { ReactNode } from 'react';
import type { IconComponent } from '~/components/ui/astro-glyphs';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';

type IconCard = { id: string; icon: IconComponent; title: string; text: string };

// Card widths per row: a row that is not full is centred (5 cards: 3 then 2).
const widthClasses = {
  2: 'sm:w-[calc(50%-0.75rem)]',
  3: 'sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]',
  4: 'sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]',
} as const;

/**
 * Cards in rows of `columns` (fewer on smaller screens), each an icon in a gold disc, a title
 * (h3) and a line of text; an unfilled last row is centred. On phones the icon sits beside the
 * text, so the list stays short. `tone` "dark" for a maroon section.
 */
function IconCards({
  items,
  columns = 3,
  tone = 'light',
  className = '',
}: {
  items: readonly IconCard[];
  columns?: keyof typeof widthClasses;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <ul className={`flex flex-wrap justify-center gap-4 md:gap-6 ${className}`}>
      {items.map(({ id, icon: Icon, title, text }) => (
        <li
          key={id}
          className={`relative flex w-full gap-4 rounded-card p-5 sm:flex-col sm:gap-0 sm:p-6 ${widthClasses[columns]} ${dark ? 'border border-gold-300/25 bg-cream-50/5' : 'border border-gold-200 bg-white shadow-card'}`}
        >
          <span
            className={`flex size-12 shrink-0 items-center justify-center rounded-full ring-1 ${dark ? 'bg-gold-300/15 text-gold-300 ring-gold-300/40' : 'bg-linear-to-br from-saffron-100 to-gold-200 text-maroon-700 ring-gold-300'}`}
          >
            <Icon className="size-6" />
          </span>
          <div>
            <h3
              className={`font-sans text-lg font-semibold leading-snug sm:mt-4 ${dark ? 'text-gold-200' : 'text-maroon-800'}`}
            >
              {title}
            </h3>
            <p className={`mt-1.5 leading-relaxed ${dark ? 'text-cream-100' : 'text-ink-700'}`}>
              {text}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A band of a report page: a heading over icon cards, all its copy under `copyKey` in the page's
 * namespace (`eyebrow`, `title`, `intro` when `withIntro`, and `items.<id>.title` and `.text` for
 * each card). The section's id is `id`, its heading's `<id>-title`; `children` follow the cards.
 */
export function IconCardSection({
  id,
  copyKey,
  t,
  cards,
  withIntro = false,
  tone = 'light',
  columns,
  className = '',
  children,
}: {
  id: string;
  copyKey: string;
  t: (key: string) => string;
  cards: readonly { id: string; icon: IconComponent }[];
  withIntro?: boolean;
  tone?: 'light' | 'dark';
  columns?: keyof typeof widthClasses;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`} className={className} belowFold>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={t(`${copyKey}.eyebrow`)}
        title={t(`${copyKey}.title`)}
        intro={withIntro ? t(`${copyKey}.intro`) : undefined}
        tone={tone}
      />
      <IconCards
        className="mt-10 md:mt-12"
        columns={columns}
        tone={tone}
        items={cards.map((card) => ({
          ...card,
          title: t(`${copyKey}.items.${card.id}.title`),
          text: t(`${copyKey}.items.${card.id}.text`),
        }))}
      />
      {children}
    </Section>
  );
}
