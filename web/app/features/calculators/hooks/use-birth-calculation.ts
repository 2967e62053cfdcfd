import { useId } from 'react';
import { birthDetailsOfFragment, birthFragment } from '~/components/birth-details/birth-link';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import { computeKundli } from '../kundli';
import { useLinkedCalculation } from './use-linked-calculation';

/**
 * A one-person calculator page's state (the kundli, the small calculators): the birth-details
 * form (its fields' ids start with `name`) and the kundli of the details, computed in the browser
 * and linked through the address's fragment (useLinkedCalculation). `onComputed` is told each
 * result's fragment (the kundli page remembers it).
 */
export function useBirthCalculation(name: string, onComputed?: (fragment: string) => void) {
  const person = useBirthDetails({ idPrefix: `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}` });
  const { result, status, submit, go } = useLinkedCalculation({
    fragmentOf: birthFragment,
    detailsOf: birthDetailsOfFragment,
    calculate: computeKundli,
    fill: person.replace,
    onProblem: person.showProblem,
    onComputed,
  });
  return {
    person,
    result,
    status,
    submit: submit(() => (person.check() ? person.details : null)),
    go,
  };
}
