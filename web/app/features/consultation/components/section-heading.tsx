/** A consultation section's heading: a saffron eyebrow line, the title and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.14em] text-saffron-700 uppercase [&:lang(hi)]:tracking-normal">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-balance text-3xl text-maroon-800 sm:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-4 flex items-center justify-center gap-2">
        <span className="h-px w-12 bg-gold-400" />
        <span className="size-1.5 rotate-45 bg-saffron-500" />
        <span className="h-px w-12 bg-gold-400" />
      </div>
      {intro ? (
        <p className="mt-4 text-base leading-relaxed text-ink-700 sm:text-lg">{intro}</p>
      ) : null}
    </div>
  );
}
