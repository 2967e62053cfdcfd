import { ApiError } from '~/lib/api-client';

export type FailureFallback =
  | 'getOrders'
  | 'getAppointments'
  | 'updateOrder'
  | 'getAvailability'
  | 'saveAvailability'
  | 'updateAppointment'
  | 'getCustomers'
  | 'getMessages'
  | 'sendAnswer'
  | 'getRevenue'
  | 'downloadExport';

/**
 * What to tell the admin when a call fails (specification section 8, "Order fetching"): the
 * server's own message when it sent one, the call's fallback ("Failed to get order!") when the
 * server could not be reached, and "Something went wrong!" for anything else (an unreadable
 * reply). Returns a message, or a key under `errors.` to translate.
 */
export function failureMessage(
  error: unknown,
  fallback: FailureFallback,
): { message: string } | { key: `errors.${FailureFallback | 'generic'}` } {
  if (error instanceof ApiError) {
    return error.kind === 'refused' ? { message: error.message } : { key: `errors.${fallback}` };
  }
  return { key: 'errors.generic' };
}
