import type { ReactNode } from 'react';

const sizes = {
  md: {
    card: 'p-5 sm:p-6',
    icon: 'size-11 rounded-full',
    title: 'text-2xl',
    gap: 'gap-3',
    body: 'mt-4',
  },
  lg: {
    card: 'p-6 sm:p-8',
    icon: 'size-12 rounded-2xl',
    title: 'text-2xl sm:text-3xl',
    gap: 'gap-4',
    body: 'mt-5 text-ink-700 leading-relaxed',
  },
} as const;

/**
 * A white card that is its own section: an icon on a maroon tile, an h2 (and an optional line
 * under it), then the content. The contact page's information cards (md) and the support page's
 * topics (lg, with `anchor` so the topic menu can jump to it).
 */
export function TitledCard({
  id,
  icon,
  title,
  subtitle,
  size = 'md',
  anchor = false,
  children,
}: {
  /** Names the heading (`{id}-title`); also the section's id when `anchor` is set. */
  id: string;
  /** The icon, sized by the caller. */
  icon: ReactNode;
  title: string;
  subtitle?: string;
  size?: keyof typeof sizes;
  anchor?: boolean;
  children: ReactNode;
}) {
  const look = sizes[size];
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={`${id}-title`}
      className={`rounded-card border border-gold-200 bg-white shadow-card ${look.card}`}
    >
      <div className={`flex items-center ${look.gap}`}>
        <span
          className={`flex shrink-0 items-center justify-center bg-linear-to-br from-maroon-700 to-maroon-900 text-gold-300 ${look.icon}`}
        >
          {icon}
        </span>
        <div>
          <h2 id={`${id}-title`} className={look.title}>
            {title}
          </h2>
          {subtitle ? <p className="text-ink-500 text-sm">{subtitle}</p> : null}
        </div>
      </div>
      <div className={look.body}>{children}</div>
    </section>
  );
}
