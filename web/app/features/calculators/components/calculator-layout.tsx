import { CheckIcon, PencilIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import {
  BirthDetailsFields,
  BirthPrivacyNote,
} from '~/components/birth-details/birth-details-fields';
import type { BirthDetailsState } from '~/components/birth-details/use-birth-details';
import { Link } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import type { BirthCalculationStatus } from '../hooks/use-birth-calculation';

/**
 * The frame every one-person calculator page shares (/kundli, /calculators/*): the dark hero with
 * its title and highlights, and the birth-details form card with its button and the "computed
 * on your device" note. The words come from the page's own namespace.
 */
export function CalculatorHero({
  id,
  eyebrow,
  title,
  lead,
  highlights,
}: {
  /** The h1's id (the section is labelled by it). */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  highlights: readonly string[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="relative isolate overflow-hidden bg-maroon-950 px-4 pt-10 pb-24 text-cream-50 sm:px-6 md:pt-14 md:pb-28 print:hidden"
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(224_178_62/0.22),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(236_127_18/0.18),transparent_40%)]"
      />
      <div className="mx-auto max-w-6xl">
        <p className="font-semibold text-gold-300 text-sm uppercase tracking-[0.14em] [&:lang(hi)]:tracking-normal">
          {eyebrow}
        </p>
        <h1
          id={id}
          className="mt-3 max-w-3xl text-balance text-[2.1rem] text-cream-50 leading-[1.15] sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-cream-100 text-lg leading-relaxed">{lead}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {highlights.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1.5 rounded-full border border-gold-300/40 bg-cream-50/10 px-3 py-1.5 font-semibold text-cream-50 text-sm"
            >
              <CheckIcon className="size-4 text-gold-300" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The form card: title, intro, the birth details, the button and the privacy note. */
export function CalculatorForm({
  titleId,
  words,
  person,
  status,
  onSubmit,
  onFocus,
}: {
  /** The h2's id (the result's "change details" finds the form by it). */
  titleId: string;
  words: { title: string; intro: string; submit: string; computing: string; engineFailed: string };
  person: BirthDetailsState;
  status: BirthCalculationStatus;
  onSubmit: (event: FormEvent) => void;
  /** Starts fetching the result's code with the engine. */
  onFocus: () => void;
}) {
  const computing = status === 'computing';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id={titleId} className="text-3xl text-maroon-800">
        {words.title}
      </h2>
      <p className="mt-2 text-ink-700 text-sm leading-relaxed">{words.intro}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        className="mt-6"
        aria-label={words.title}
      >
        <BirthDetailsFields person={person} />
        <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center">
          <button
            type="submit"
            aria-disabled={computing || undefined}
            className="inline-flex min-h-13 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-maroon-700 px-8 font-semibold text-lg text-white transition-colors hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
          >
            {computing ? (
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            ) : null}
            {computing ? words.computing : words.submit}
          </button>
          <BirthPrivacyNote />
        </div>
        {status === 'engine-failed' ? (
          <p role="alert" className="mt-4 font-semibold text-danger-600 text-sm">
            {words.engineFailed}
          </p>
        ) : null}
      </form>
    </section>
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
      <ul className="mt-4 grid gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-[0.95rem] text-ink-700 leading-snug">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
            {item}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

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

/** While the result's code arrives (with the engine). */
export function ResultPlaceholder() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-16 sm:px-6">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
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

/** "Change the details" of a result: back to the form (by its title's id), its first field focused. */
function focusCalculatorForm(titleId: string) {
  const title = document.getElementById(titleId);
  title?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  title
    ?.closest('section')
    ?.querySelector<HTMLElement>('input, select')
    ?.focus({ preventScroll: true });
}

/** The buttons and links of a result's dark header: the main one (gold) and the others (outlined). */
export const resultActionClasses = {
  main: 'inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-400 px-5 font-semibold text-maroon-950 hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400 focus-visible:outline-offset-2',
  other:
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-gold-300/70 px-5 font-semibold text-cream-50 hover:bg-cream-50/10 focus-visible:outline-2 focus-visible:outline-gold-400 focus-visible:outline-offset-2',
};

/** The last action of a result's header: back to the form to change the birth details. */
export function ChangeDetailsButton({
  formTitleId,
  label,
}: {
  formTitleId: string;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={() => focusCalculatorForm(formTitleId)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-cream-100 underline decoration-gold-300/60 underline-offset-4 hover:text-white"
    >
      <PencilIcon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
