import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import type { ConsultationMode } from '@app/contract/consultation-slots';
import { useApiResource } from '~/lib/use-api-resource';
import { getFreeSlots } from '../api/get-free-slots';

/**
 * The free times of a package and mode (the booking page, a move), loaded after hydration and
 * again when either changes or `reload()` is called (a time just taken).
 */
export function useFreeSlots(choice: { package: ConsultationPackageId; mode: ConsultationMode }) {
  return useApiResource(`${choice.package}|${choice.mode}`, (signal) =>
    getFreeSlots(choice, signal),
  );
}
