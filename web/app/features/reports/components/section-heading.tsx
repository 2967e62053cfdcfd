/**
 * A report section's heading: a small saffron eyebrow line, the title (h2, with the id that
 * labels its section), an ornament and an optional intro. The same look as the home page's.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'light',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
  /** `dark` for headings on a dark background. */
  tone?: 'light' | 'dark';
}) {
  const centered = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-[0.14em] uppercase [&:lang(hi)]:tracking-normal ${dark ? 'text-gold-300' : 'text-saffron-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-balance text-3xl sm:text-4xl md:text-[2.6rem] ${dark ? 'text-cream-50' : 'text-maroon-800'}`}
      >
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={`mt-4 flex items-center gap-2 ${centered ? 'justify-center' : ''}`}
      >
        <span className="h-px w-12 bg-gold-400" />
        <span className="size-1.5 rotate-45 bg-saffron-500" />
        <span className="h-px w-12 bg-gold-400" />
      </div>
      {intro ? (
        <p
          className={`mt-4 text-base leading-relaxed sm:text-lg ${dark ? 'text-cream-100' : 'text-ink-700'}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
