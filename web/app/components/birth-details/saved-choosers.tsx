import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';
import { useSignedInUser } from '~/lib/auth';

/**
 * The saved people's choosers (issue 33), for the forms of public pages: their code loads only
 * for a signed-in visitor, so a visitor's page carries none of it (decision 010).
 */
const PeopleChooser = lazy(() => import('./saved-people-chooser'));
const PlacesChooser = lazy(() => import('./saved-places-chooser'));

/** "Fill in for": above a birth form's fields (saved-people-chooser.tsx). */
export function SavedPeopleChooser(props: ComponentProps<typeof PeopleChooser>) {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PeopleChooser {...props} />
    </Suspense>
  );
}

/** The saved people's places: under a place search (saved-places-chooser.tsx). */
export function SavedPlacesChooser(props: ComponentProps<typeof PlacesChooser>) {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PlacesChooser {...props} />
    </Suspense>
  );
}
