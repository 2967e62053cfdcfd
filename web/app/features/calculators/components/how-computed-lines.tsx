import type { ReactNode } from 'react';

/*
 * The parts of "how this was calculated" that need no engine (HowComputedPanel, in
 * how-computed-panel.tsx, reads a chart with the engine's `howComputed`): a page that is not a
 * chart's, like the panchang, keeps the engine out of its first load.
 */

/** One line of "how this was calculated", in the page's language. */
type ComputationLine = { key: string; label: string; value: string };

export function ComputationList({ lines }: { lines: readonly ComputationLine[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {lines.map((line) => (
        <div key={line.key} data-computed={line.key} className="contents">
          <dt className="font-semibold text-ink-900">{line.label}</dt>
          <dd className="text-ink-700 [overflow-wrap:anywhere]">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the result was computed (on the device, or when the page was built). */
export function ComputedWhere({ children }: { children: ReactNode }) {
  return (
    <p className="mt-5 rounded-xl bg-success-100 px-4 py-3 text-sm text-success-600 print:bg-transparent print:p-0 print:text-ink-700">
      {children}
    </p>
  );
}

/**
 * "How this was calculated" for a result that is not a chart (a day's panchang): the page's own
 * lines (place, zone, sunrise rule, ayanamsa...) and where it was computed.
 */
export function HowComputedLines({
  lines,
  footnote,
}: {
  lines: readonly ComputationLine[];
  footnote: string;
}) {
  return (
    <>
      <ComputationList lines={lines} />
      <ComputedWhere>{footnote}</ComputedWhere>
    </>
  );
}
