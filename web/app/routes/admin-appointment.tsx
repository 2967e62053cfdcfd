import { useParams } from 'react-router';
import { AppointmentPage } from '~/features/admin/components/appointment-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.appointment', 'admin', { brandSuffix: false, noindex: true });

/** /admin/appointment/:id: one consultation's preparation page (issue 30). */
export default function AdminAppointmentRoute() {
  const { id = '' } = useParams();
  return <AppointmentPage key={id} id={id} />;
}
