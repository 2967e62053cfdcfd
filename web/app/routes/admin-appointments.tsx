import { AppointmentsPage } from '~/features/admin/components/appointments-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta('meta.appointments', 'admin', {
    brandSuffix: false,
    noindex: true,
    language: 'current',
  });

export default function AdminAppointmentsRoute() {
  return <AppointmentsPage />;
}
