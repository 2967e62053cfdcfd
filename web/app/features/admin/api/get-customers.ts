import { type AdminCustomer, adminCustomersReplySchema } from '@app/contract/account';
import { apiRequest } from '~/lib/api-client';
import type { ListPage } from '~/lib/use-paged-list';
import { useAdminList } from './use-admin-data';

/** GET /admin/customers (admin): a page of accounts, newest first, matching `q` if given. */
async function fetchCustomersPage(
  q: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListPage<AdminCustomer>> {
  const query = new URLSearchParams();
  if (q.trim() !== '') query.set('q', q.trim());
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query}` : '';
  const { customers, nextCursor } = await apiRequest(
    `admin/customers${search}`,
    adminCustomersReplySchema,
    { auth: true, signal },
  );
  return { items: customers, nextCursor };
}

/** The customers found by part of a name, e-mail or phone (`q`; the server matches). */
export function useCustomers(q: string) {
  return useAdminList(
    `customers:${q}`,
    (cursor, signal) => fetchCustomersPage(q, cursor, signal),
    'getCustomers',
  );
}
