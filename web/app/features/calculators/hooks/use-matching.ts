import { useCallback, useId } from 'react';
import type { BirthPair } from '~/components/birth-details/birth-link';
import { pairFragment, pairOfFragment } from '~/components/birth-details/birth-link';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import type { BirthInputProblem } from '~/lib/astro-engine';
import { computeMatching } from '../matching';
import { useLinkedCalculation } from './use-linked-calculation';

/**
 * The matching page's state: two birth-details forms (the boy's and the girl's, as the engine
 * matches them), the match computed in the browser, and the link that recomputes it (both births
 * in the fragment, `b.` and `g.`). An impossible birth gets the engine's message in its own form.
 */
export function useMatching() {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const boy = useBirthDetails({ idPrefix: `match-boy${id}` });
  const girl = useBirthDetails({ idPrefix: `match-girl${id}` });
  const { replace: replaceBoy, showProblem: boyProblem } = boy;
  const { replace: replaceGirl, showProblem: girlProblem } = girl;

  const fill = useCallback(
    (pair: BirthPair) => {
      replaceBoy(pair.boy);
      replaceGirl(pair.girl);
    },
    [replaceBoy, replaceGirl],
  );
  const onProblem = (problem: BirthInputProblem) =>
    problem.field.startsWith('girl.') ? girlProblem(problem) : boyProblem(problem);

  const { result, status, submit } = useLinkedCalculation({
    fragmentOf: pairFragment,
    detailsOf: pairOfFragment,
    calculate: computeMatching,
    fill,
    onProblem,
  });

  return {
    boy,
    girl,
    matching: result,
    status,
    submit: submit(() => {
      // Both forms mark what they miss; the focus goes to the first form's first such field.
      const girlReady = girl.check();
      const boyReady = boy.check();
      return boyReady && girlReady ? { boy: boy.details, girl: girl.details } : null;
    }),
  };
}
