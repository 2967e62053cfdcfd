/**
 * Key facts of a result as a grid of label and value (`data-fact` names each for the tests):
 * the kundli's Moon sign, nakshatra, ascendant...; the small calculators' answers.
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
        <div
          key={fact.key}
          data-fact={fact.key}
          className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3 print:border-ink-500/30"
        >
          <dt className="text-ink-500 text-sm">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-lg text-maroon-800 leading-snug">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
