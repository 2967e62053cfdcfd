import type { ReactNode } from 'react';

/** A card of an admin page: a heading (h2, `id`-title) and its content. */
export function InfoCard({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-maroon-800">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label and value rows (`data-field` names each for the tests). */
export function Facts({
  rows,
}: {
  rows: readonly (readonly [key: string, label: string, value: ReactNode])[];
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map(([key, label, value]) => (
        <div key={key} data-field={key} className="contents">
          <dt className="text-ink-500 text-sm sm:pt-0.5">{label}</dt>
          <dd className="-mt-2 break-words font-semibold text-ink-900 sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
