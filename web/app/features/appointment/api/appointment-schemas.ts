/**
 * The booking's schemas (zod) load when a booking is read, changed or paid for, never with the
 * pages that offer one (docs/decisions/010, 046). A page that reads a booking as it opens passes
 * the promise to `apiRequest`, which sends the request meanwhile.
 */
export const appointmentSchemas = () => import('@app/contract/appointments');
