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
