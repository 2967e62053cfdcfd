import type { MetaFunction } from 'react-router';
import { AppointmentsPage } from '~/features/admin/components/appointments-page';
import { i18n } from '~/lib/i18n';

export const meta: MetaFunction = () => [{ title: i18n.t('admin:meta.appointments') }];

export default function AdminAppointmentsRoute() {
  return <AppointmentsPage />;
}
