import { CheckIcon } from 'lucide-react';

/**
 * A short list of ticked facts (what a page's tool does, what a report contains): a saffron
 * tick before each line.
 *
 *   <CheckList items={t('about.items', { returnObjects: true }) as string[]} className="mt-4" />
 */
export function CheckList({
  items,
  className = '',
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-[0.95rem] text-ink-700 leading-snug">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
