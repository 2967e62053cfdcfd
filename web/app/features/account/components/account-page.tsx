import type { ReactNode } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';

/** The parts of the page, in order: each is a card with a heading and an anchor of its own. */
export const accountSectionIds = [
  'your-sky',
  'saved-people',
  'purchases',
  'profile',
  'security',
  'your-data',
] as const;
export type AccountSectionId = (typeof accountSectionIds)[number];

/**
 * /account (issue 33): the signed-in person's page. The route gives each part (some come from
 * other features: the purchases from orders, the profile and security forms from auth); this
 * lays them out under a greeting with a row of links to each, one card below another.
 */
export function AccountPage({ parts }: { parts: Record<AccountSectionId, ReactNode> }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  return (
    <Section labelledBy="account-title" padding="px-4 py-10 sm:px-6 md:py-14" width="4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold text-saffron-700">
            {t('greeting', { name: user?.name ?? '' })}
          </p>
          <h1 id="account-title" className="mt-1 text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-700">{t('intro')}</p>
        </div>
        <ButtonLink to="/my-orders" variant="outline" size="sm">
          {t('myOrders')}
        </ButtonLink>
      </div>
      <nav aria-label={t('sectionsLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {accountSectionIds.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-gold-200 bg-white px-4 font-semibold text-maroon-800 text-sm hover:border-maroon-300 hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                {t(`sections.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-8">
        {accountSectionIds.map((id) => (
          <AccountCard key={id} id={id} title={t(`sections.${id}`)}>
            {parts[id]}
          </AccountCard>
        ))}
      </div>
    </Section>
  );
}

function AccountCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-card border border-cream-200 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-2xl text-maroon-800">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
