import type { ReactNode } from 'react';

/** A page section with the site's width, padding and an optional heading and intro. */
export function Section({
  id,
  title,
  intro,
  className = '',
  children,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`px-4 py-12 sm:px-6 md:py-16 ${className}`}>
      <div className="mx-auto max-w-6xl">
        {title ? (
          <h2 className="text-center text-3xl text-maroon-800 md:text-4xl">{title}</h2>
        ) : null}
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700">{intro}</p> : null}
        <div className={title || intro ? 'mt-8 md:mt-10' : ''}>{children}</div>
      </div>
    </section>
  );
}
