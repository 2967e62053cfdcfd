import { Navigate } from '~/components/ui/localized-link';

/** /admin: the dashboard is the admin's home (the layout's guard runs first). */
export default function AdminIndexRoute() {
  return <Navigate to="/admin/dashboard" replace />;
}
