import { AvailabilityPage } from '~/features/admin/components/availability-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.availability', 'admin', { brandSuffix: false, noindex: true });

/** /admin/availability: the owner's consultation hours (issue 30). */
export default function AdminAvailabilityRoute() {
  return <AvailabilityPage />;
}
