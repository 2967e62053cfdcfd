import { AppointmentsPage } from '~/features/admin/components/appointments-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.appointments', 'admin', { brandSuffix: false, noindex: true });

export default function AdminAppointmentsRoute() {
  return <AppointmentsPage />;
}
