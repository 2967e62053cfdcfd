import type { ReactNode } from 'react';
import { CountUp } from '~/components/ui/count-up';

export type Stat = { value: number; suffix?: string; label: string };

type StatsBandProps = {
  stats: readonly Stat[];
  /** Heading of the band; read by screen readers, shown only when `showTitle` is set. */
  title: string;
  showTitle?: boolean;
  /** A decorative picture behind the figures (an <img>/<picture> filling the band). */
  background?: ReactNode;
  id?: string;
  className?: string;
};

/**
 * A dark maroon band of headline figures that count up when scrolled into view
 * ({@link CountUp}): 2 columns on phones, 3 from md, all in one row from lg when there are six or
 * fewer. Used by the home page and the report landing pages.
 *
 *   <StatsBand title="In numbers" stats={[{ value: 50, suffix: '+', label: 'Years of legacy' }]} />
 */
export function StatsBand({
  stats,
  title,
  showTitle = false,
  background,
  id,
  className = '',
}: StatsBandProps) {
  const headingId = `${id ?? 'stats'}-title`;
  const columns = stats.length >= 6 ? 'lg:grid-cols-6' : stats.length === 4 ? 'lg:grid-cols-4' : '';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`relative isolate overflow-hidden bg-maroon-950 px-4 py-12 text-cream-50 sm:px-6 md:py-16 ${className}`}
    >
      {background ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          {background}
        </div>
      ) : null}
      <div className="mx-auto max-w-6xl">
        <h2
          id={headingId}
          className={showTitle ? 'mb-10 text-center text-3xl text-gold-200 md:text-4xl' : 'sr-only'}
        >
          {title}
        </h2>
        <ul className={`grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 ${columns}`}>
          {stats.map((stat) => (
            <li key={stat.label} className="flex flex-col items-center text-center">
              <CountUp
                value={stat.value}
                suffix={stat.suffix}
                className="font-display text-3xl leading-none text-gold-300 sm:text-4xl lg:text-[2.6rem]"
              />
              <span
                aria-hidden="true"
                className="mt-3 h-px w-10 bg-gradient-to-r from-transparent via-gold-400 to-transparent"
              />
              <span className="mt-3 max-w-[12rem] text-sm font-semibold leading-snug text-cream-100 sm:text-base">
                {stat.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
