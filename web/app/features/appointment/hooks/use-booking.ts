import { useApiResource } from '~/lib/use-api-resource';
import { type BookingAccess, getBooking } from '../api/get-booking';

/** One booking (its confirmation, its own page), read with its key or the client's token. */
export function useBooking(access: BookingAccess | null, onError?: (error: unknown) => void) {
  return useApiResource(
    access ? `${access.id}|${access.key ?? ''}` : '',
    (signal) =>
      access ? getBooking(access, signal) : Promise.reject(new Error('No booking to read.')),
    onError,
  );
}
