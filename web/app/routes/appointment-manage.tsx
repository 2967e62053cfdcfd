import { useSearchParams } from 'react-router';
import { ManageBookingPage } from '~/features/appointment/components/manage-booking-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { useHydrated } from '~/lib/use-hydrated';

registerNamespace('booking');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.manage', 'booking', { noindex: true });

/**
 * A booking's own page (issue 30): `/appointment/manage?id=&key=` from its mails, or `?id=`
 * from My Orders. Prerendered as a shell in each language; the booking is read after hydration
 * (the prerendered page has no query).
 */
export default function AppointmentManageRoute() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return <ManageBookingPage id={null} manageKey={null} pending />;
  return <ManageBookingPage id={searchParams.get('id')} manageKey={searchParams.get('key')} />;
}
