import type { ReactNode } from 'react';
import type { IconComponent } from '~/components/ui/astro-glyphs';
import { IconDisc } from '~/components/ui/icon-disc';
import { HeadedSection } from '~/components/ui/section';
import type { HeadingCopy } from '~/components/ui/section-heading';
import type { TitledText } from '../report-copy';

// Card widths per row: a row that is not full is centred (5 cards: 3 then 2).
const widthClasses = {
  2: 'sm:w-[calc(50%-0.75rem)]',
  3: 'sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]',
  4: 'sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]',
} as const;

/** A band of icon cards as the copy holds it: the heading's words and each card's, by its id. */
export type IconCardsCopy = HeadingCopy & { items: Record<string, TitledText> };

/**
 * A band of a report page: a heading over cards in rows of `columns` (fewer on smaller screens),
 * each an icon in a gold disc, a title (h3) and a line of text; an unfilled last row is centred.
 * On phones the icon sits beside the text, so the list stays short. `icons` names the cards, in
 * order, with their icons; their words are `copy.items.<id>`. The section's id is `id`, its
 * heading's `<id>-title`; `children` follow the cards. `tone` "dark" for a maroon section.
 */
export function IconCardSection({
  id,
  copy,
  icons,
  tone = 'light',
  columns = 3,
  className = '',
  children,
}: {
  id: string;
  copy: IconCardsCopy;
  icons: Record<string, IconComponent>;
  tone?: 'light' | 'dark';
  columns?: keyof typeof widthClasses;
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <HeadedSection id={id} heading={copy} tone={tone} className={className} belowFold>
      <ul className="mt-10 flex flex-wrap justify-center gap-4 md:mt-12 md:gap-6">
        {Object.entries(icons).map(([card, Icon]) => (
          <li
            key={card}
            className={`relative flex w-full gap-4 rounded-card p-5 sm:flex-col sm:gap-0 sm:p-6 ${widthClasses[columns]} ${dark ? 'border border-gold-300/25 bg-cream-50/5' : 'border border-gold-200 bg-white shadow-card'}`}
          >
            <IconDisc tone={dark ? 'glass' : 'warm'}>
              <Icon className="size-6" />
            </IconDisc>
            <div>
              <h3
                className={`font-sans text-lg font-semibold leading-snug sm:mt-4 ${dark ? 'text-gold-200' : 'text-maroon-800'}`}
              >
                {copy.items[card]?.title}
              </h3>
              <p className={`mt-1.5 leading-relaxed ${dark ? 'text-cream-100' : 'text-ink-700'}`}>
                {copy.items[card]?.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </HeadedSection>
  );
}
