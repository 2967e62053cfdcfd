import type { ReactNode } from 'react';

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
