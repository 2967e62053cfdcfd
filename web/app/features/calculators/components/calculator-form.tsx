import type { FormEvent, ReactNode } from 'react';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import type { BirthDetailsState } from '~/components/birth-details/use-birth-details';
import { type CalculatorStatus, CalculatorSubmit } from './calculator-submit';

/**
 * A calculator's form in its card: the heading (`id`, which the result's "Change the details"
 * goes back to), a line of help, the fields, and the submit foot, with the words of the page's
 * namespace (its `form` object: title, intro, submit, computing, engineFailed).
 * Focusing the form calls `onFocus` (a page starts fetching its result's code there). The fields
 * are `children`, or one birth's (`person`) on the one-person calculators.
 */
export function CalculatorForm({
  id,
  words,
  status,
  onSubmit,
  onFocus,
  className = '',
  person,
  children,
}: {
  id: string;
  words: { title: string; intro: string; submit: string; computing: string; engineFailed: string };
  status: CalculatorStatus;
  onSubmit: (event: FormEvent) => void;
  onFocus: () => void;
  className?: string;
  person?: BirthDetailsState;
  children?: ReactNode;
}) {
  const { title } = words;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8 ${className}`}
    >
      <h2 id={id} className="text-3xl text-maroon-800">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-700 text-sm leading-relaxed">{words.intro}</p>
      <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="mt-6" aria-label={title}>
        {person ? <BirthDetailsFields person={person} /> : children}
        <CalculatorSubmit
          status={status}
          label={words.submit}
          computingLabel={words.computing}
          engineFailed={words.engineFailed}
        />
      </form>
    </section>
  );
}
