/** One line of "how this was calculated", in the page's language. */
export type ComputationLine = { key: string; label: string; value: string };

/**
 * "How this was calculated": the inputs and methods behind a result (for a chart, the engine's
 * own account from `howComputed`: birth time with the offset and UTC, coordinates, Julian day,
 * ayanamsa, node, houses, dasha year, ephemeris; for a day's panchang, the place, zone, sunrise
 * rule and ayanamsa), so a reader can check it against an almanac or another program; and, in
 * `footnote`, where it was computed.
 */
export function HowComputedPanel({
  lines,
  footnote,
}: {
  lines: readonly ComputationLine[];
  footnote: string;
}) {
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        {lines.map((line) => (
          <div key={line.key} data-computed={line.key} className="contents">
            <dt className="font-semibold text-ink-900">{line.label}</dt>
            <dd className="text-ink-700 [overflow-wrap:anywhere]">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 rounded-xl bg-success-100 px-4 py-3 text-sm text-success-600 print:bg-transparent print:p-0 print:text-ink-700">
        {footnote}
      </p>
    </>
  );
}
