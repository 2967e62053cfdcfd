import { type AdminCustomerReply, adminCustomerReplySchema } from '@app/contract/account';
import { ApiError, apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';
import { useAdminFailures } from './use-admin-data';

/**
 * GET /admin/customers/{id} (admin): the account, its orders and consultations, the saved people
 * whose consent stands, and every consent.
 */
async function fetchCustomer(id: string, signal: AbortSignal): Promise<AdminCustomerReply> {
  return apiRequest(`admin/customers/${encodeURIComponent(id)}`, adminCustomerReplySchema, {
    auth: true,
    signal,
  });
}

/** Whether a failure is the server saying there is no customer with that id (404). */
function isNoSuchCustomer(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused' && error.status === 404;
}

/**
 * One customer, loaded the app's one way. Other failures are told as the admin's others are (a
 * toast, and `failedMessage` for the page); no such customer is the page's own to say, once.
 */
export function useCustomer(id: string) {
  const failures = useAdminFailures('getCustomers');
  const resource = useApiResource(
    `customer:${id}`,
    (signal) => fetchCustomer(id, signal),
    (error) => {
      if (!isNoSuchCustomer(error)) failures.report(error);
    },
  );
  const { state } = resource;
  return {
    ...resource,
    notFound: state.kind === 'failed' && isNoSuchCustomer(state.error),
    failedMessage: state.kind === 'failed' ? failures.messageOf(state.error) : null,
  };
}
