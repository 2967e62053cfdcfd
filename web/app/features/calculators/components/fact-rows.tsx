/**
 * Label and value rows of a result (sunrise, tithi, Rahu kaal, ...), each marked with
 * `data-panchang` for the browser tests; two columns on paper.
 */
export function FactRows({
  rows,
}: {
  rows: readonly [key: string, label: string, value: string][];
}) {
  return (
    <dl className="divide-y divide-gold-200 print:grid print:grid-cols-2 print:gap-x-6 print:divide-y-0">
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          data-panchang={key}
          className="flex items-baseline justify-between gap-4 py-2.5 print:py-1"
        >
          <dt className="text-ink-700">{label}</dt>
          <dd className="text-right font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
