import type { Chart } from '@app/astro/chart';
import type { Match } from '@app/astro/matching';
import { chartInputOf } from '~/components/birth-details/birth-details';
import type { BirthPair } from '~/components/birth-details/birth-link';
import { type ManglikVerdict, manglikView } from '~/components/kundli/manglik-status';
import type { AstroEngine } from '~/lib/astro-engine';

/** The two people of a match, in the engine's order (computeMatch(boy, girl)). */
export const matchPeople = ['boy', 'girl'] as const;
export type MatchPerson = (typeof matchPeople)[number];

/**
 * What the two manglik verdicts mean for the match: neither has a dosha that stands; both have
 * one (the doshas are held to cancel each other); or only one has (the match does not cancel it).
 */
export type MutualManglik = 'neither' | 'both' | 'one';

export function mutualManglik(verdicts: Record<MatchPerson, ManglikVerdict>): MutualManglik {
  const standing = matchPeople.filter((person) => verdicts[person] === 'yes').length;
  return standing === 0 ? 'neither' : standing === 2 ? 'both' : 'one';
}

/**
 * What the matching page shows, computed in the browser: the engine's ashtakoota match, each
 * person's chart (for the Moon they were matched by and "how this was calculated"), and the
 * manglik verdicts of both with what they mean together.
 */
export type Matching = {
  pair: BirthPair;
  match: Match;
  charts: Record<MatchPerson, Chart>;
  timeKnown: Record<MatchPerson, boolean>;
  manglik: Record<MatchPerson, ManglikVerdict> & { mutual: MutualManglik };
};

/**
 * Matches two births; throws the engine's BirthInputError for impossible details, its field
 * prefixed `boy.` or `girl.` (whose form the message belongs to).
 */
export function computeMatching(engine: AstroEngine, pair: BirthPair): Matching {
  const input = { boy: chartInputOf(pair.boy), girl: chartInputOf(pair.girl) };
  const match = engine.computeMatch(input.boy, input.girl);
  const charts = {
    boy: engine.computeChart(input.boy, { transitYears: 0 }),
    girl: engine.computeChart(input.girl, { transitYears: 0 }),
  };
  const timeKnown = { boy: !pair.boy.timeUnknown, girl: !pair.girl.timeUnknown };
  const verdicts = {
    boy: manglikView(match.manglik.boy, timeKnown.boy).verdict,
    girl: manglikView(match.manglik.girl, timeKnown.girl).verdict,
  };
  return {
    pair,
    match,
    charts,
    timeKnown,
    manglik: { ...verdicts, mutual: mutualManglik(verdicts) },
  };
}
