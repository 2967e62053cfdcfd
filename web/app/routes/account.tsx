import { useState } from 'react';
import { AccountPage } from '~/features/account/components/account-page';
import {
  type PersonFormTarget,
  SavedPeopleSection,
} from '~/features/account/components/saved-people-section';
import { SkyNowCard } from '~/features/account/components/sky-now-card';
import { YourDataSection } from '~/features/account/components/your-data-section';
import { ProfileForm, SecurityForms } from '~/features/auth/components/account-forms';
import { RequireAuth } from '~/features/auth/components/route-guards';
import { MoonSignReading } from '~/features/horoscope/components/moon-sign-reading';
import { RecentPurchases } from '~/features/orders/components/recent-purchases';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('account');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.title', 'account', { noindex: true });

/**
 * /account (issue 33): the signed-in person's page, drawn in the browser (no Hindi twin, like My
 * Orders). This route puts together the parts that live in their features: the sky card and the
 * saved people (account), the purchases (orders), the profile and security forms (auth), the
 * daily reading (horoscope), and the person's data (account).
 */
export default function AccountRoute() {
  return (
    <RequireAuth>
      <Account />
    </RequireAuth>
  );
}

function Account() {
  // The sky card's "Add my birth details" opens the saved people's form for "Me".
  const [personForm, setPersonForm] = useState<PersonFormTarget | null>(null);
  return (
    <AccountPage
      parts={{
        'your-sky': (
          <SkyNowCard
            reading={(sign) => <MoonSignReading sign={sign} />}
            onAddSelf={() => {
              setPersonForm({ kind: 'add', relation: 'self' });
              document.getElementById('saved-people')?.scrollIntoView({ behavior: 'smooth' });
            }}
          />
        ),
        'saved-people': (
          <SavedPeopleSection formTarget={personForm} onFormTargetChange={setPersonForm} />
        ),
        purchases: <RecentPurchases />,
        profile: <ProfileForm />,
        security: <SecurityForms />,
        'your-data': <YourDataSection />,
      }}
    />
  );
}
