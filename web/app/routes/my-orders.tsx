// PLACEHOLDER: the real My Orders page comes with its own issue and replaces this module.
// It exists now only so the protected route guard (RequireAuth) has a route to guard.
import { useTranslation } from 'react-i18next';
import { Section } from '~/components/ui/section';
import { RequireAuth } from '~/features/auth/route-guards';

export default function MyOrdersRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <Section title={t('nav.myOrders')}>{null}</Section>
    </RequireAuth>
  );
}
