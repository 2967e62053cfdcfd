import { CheckIcon } from 'lucide-react';

const looks = {
  light: {
    item: 'flex gap-2.5 text-[0.95rem] text-ink-700 leading-snug',
    tick: 'mt-0.5 size-4 shrink-0 text-saffron-700',
  },
  dark: { item: 'flex gap-3 leading-snug', tick: 'mt-0.5 size-5 shrink-0 text-gold-300' },
} as const;

/**
 * A short list of ticked facts (what a page's tool does, what a report contains): a saffron
 * tick before each line, or on a dark band (`tone="dark"`) a larger gold one.
 *
 *   <CheckList items={t('about.items', { returnObjects: true }) as string[]} className="mt-4" />
 */
export function CheckList({
  items,
  className = '',
  tone = 'light',
}: {
  items: readonly string[];
  className?: string;
  tone?: keyof typeof looks;
}) {
  const look = looks[tone];
  return (
    <ul className={`grid gap-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className={look.item}>
          <CheckIcon aria-hidden="true" className={look.tick} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A hero's selling points as ticked pills on its dark band. One pill per line on a phone: how
 * many fit side by side depends on each word's width to the pixel, which changes when the fonts
 * arrive, and a pill moving to another line moved everything under it (a layout shift of 0.08 on
 * /hi/reports/love at 412 px). From `sm` on they flow in rows.
 */
export function HighlightPills({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-1.5 rounded-full border border-gold-300/40 bg-cream-50/10 px-3 py-1.5 font-semibold text-cream-50 text-sm"
        >
          <CheckIcon aria-hidden="true" className="size-4 text-gold-300" />
          {item}
        </li>
      ))}
    </ul>
  );
}
