import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { Glow, GoldLine, Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

/**
 * The dark band at the top of the calendar and festival pages, in the calculators' look: the
 * breadcrumb (Home / Panchang / ... / this page), eyebrow, the page's one h1 (`id` names it)
 * and a lead; the page's first card overlaps its foot (`-mt-16`).
 */
export function CalendarHero({
  id,
  trail,
  eyebrow,
  title,
  lead,
  children,
}: {
  id: string;
  /** The steps after Home and Panchang; the last is this page. */
  trail: readonly Crumb[];
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Section
      labelledBy={id}
      className="bg-maroon-950 text-cream-50 print:hidden"
      padding="px-4 pt-8 pb-24 sm:px-6 md:pt-10 md:pb-28"
      backdrop={
        <>
          <Glow className="bg-[radial-gradient(circle_at_85%_20%,rgb(224_178_62/0.22),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(236_127_18/0.18),transparent_40%)]" />
          <GoldLine />
        </>
      }
    >
      <Breadcrumb
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: t('breadcrumb.panchang'), to: '/panchang' },
          ...trail,
        ]}
      />
      <p className="mt-6 font-semibold text-gold-300 text-sm uppercase tracking-[0.14em] [&:lang(hi)]:tracking-normal">
        {eyebrow}
      </p>
      <h1
        id={id}
        className="mt-3 max-w-3xl text-balance text-[2.1rem] text-cream-50 leading-[1.15] sm:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-4 max-w-2xl text-cream-100 text-lg leading-relaxed">{lead}</p>
      {children}
    </Section>
  );
}
