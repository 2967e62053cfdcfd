import { TriangleAlertIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '~/components/ui/skeleton';

/**
 * A card of a calculator's result: a heading (h2 with `id`-title for aria-labelledby), an
 * optional intro, the content. Cards keep together on a printed page where they fit.
 */
export function ResultSection({
  id,
  title,
  intro,
  actions,
  className = '',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Beside the heading (a chart style switch). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-7 print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl text-maroon-800 sm:text-[1.75rem] print:text-xl">
          {title}
        </h2>
        {actions}
      </div>
      {intro ? (
        <div className="mt-2 text-ink-700 leading-relaxed print:text-sm">{intro}</div>
      ) : null}
      <div className="mt-5 print:mt-3">{children}</div>
    </section>
  );
}

/** What stands where a result will be while its code (loaded with the engine) arrives. */
export function ResultPlaceholder() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-16 sm:px-6">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

/**
 * One fact of a result as a small card (inside a <dl>): its label and value. Other props (a
 * `data-` attribute for the tests) go on the card.
 */
export function Fact({
  label,
  value,
  ...props
}: { label: string; value: string } & ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3 print:border-ink-500/30"
    >
      <dt className="text-ink-500 text-sm">{label}</dt>
      <dd className="mt-0.5 font-semibold text-lg text-maroon-800 leading-snug">{value}</dd>
    </div>
  );
}

/**
 * Key facts of a result as a grid of `Fact` cards (`data-fact` names each for the tests): four
 * in one row on a wide screen when there are four, else three.
 */
export function FactGrid({
  facts,
}: {
  facts: readonly { key: string; label: string; value: string }[];
}) {
  return (
    <dl
      className={`grid grid-cols-2 gap-3 print:grid-cols-3 ${facts.length === 4 ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}
    >
      {facts.map((fact) => (
        <Fact key={fact.key} data-fact={fact.key} label={fact.label} value={fact.value} />
      ))}
    </dl>
  );
}

/**
 * A warning card of a result (what an unknown birth time leaves out): a heading with the warning
 * sign (h2, `id` for aria-labelledby), then `children`. `data-testid="unknown-time"` for the tests.
 */
export function WarningNote({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid="unknown-time"
      className="rounded-card border border-warning-700/30 bg-warning-100 p-5 sm:p-6 print:break-inside-avoid"
    >
      <h2 id={id} className="flex items-center gap-2 text-warning-700 text-xl sm:text-2xl">
        <TriangleAlertIcon aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}
