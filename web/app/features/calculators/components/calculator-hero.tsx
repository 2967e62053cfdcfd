import { HighlightPills } from '~/components/ui/check-list';

/**
 * The top of a calculator page: eyebrow, the page's one h1 (`id` for aria-labelledby), the lead
 * and a few highlights as chips, with the words of the page's namespace (its `hero` object). The
 * form card below it overlaps its foot (`-mt-16`).
 */
export function CalculatorHero({
  id,
  words,
}: {
  id: string;
  words: { eyebrow: string; title: string; lead: string; highlights: readonly string[] };
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
          {words.eyebrow}
        </p>
        <h1
          id={id}
          className="mt-3 max-w-3xl text-balance text-[2.1rem] text-cream-50 leading-[1.15] sm:text-5xl"
        >
          {words.title}
        </h1>
        <p className="mt-4 max-w-2xl text-cream-100 text-lg leading-relaxed">{words.lead}</p>
        <HighlightPills items={words.highlights} />
      </div>
    </section>
  );
}
