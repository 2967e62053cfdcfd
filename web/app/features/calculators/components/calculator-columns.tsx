import type { ReactNode } from 'react';
import { Link } from '~/components/ui/localized-link';
import { CheckList } from './calculator-form';

/** Under the hero: the form card beside the side cards (below it on a phone). */
export function CalculatorColumns({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16 print:hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
        {form}
        <aside className="grid gap-6">{aside}</aside>
      </div>
    </div>
  );
}

/** A side card of a calculator page: a heading and a list of ticked lines, then `children`. */
export function CalculatorAboutCard({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6"
    >
      <h2 id={id} className="text-2xl text-maroon-800">
        {title}
      </h2>
      <CheckList items={items} />
      {children}
    </section>
  );
}

/** The foot of a side card: a paid report that goes further than the free calculator. */
export function CalculatorReportLink({
  to,
  title,
  text,
  link,
}: {
  to: string;
  title: string;
  text: string;
  link: string;
}) {
  return (
    <div data-report-link="" className="mt-5 border-gold-300 border-t pt-4">
      <p className="font-semibold text-maroon-800">{title}</p>
      <p className="mt-1 text-ink-700 text-sm leading-relaxed">{text}</p>
      <Link
        to={to}
        className="mt-2 inline-block font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
      >
        {link}
      </Link>
    </div>
  );
}
