/** A score of 0 is a No Vote: the evaluator abstained. */
export const NO_VOTE = 0;

/** The 1-5 scale, best first, as the legend lists it. */
export const SCORE_SCALE = [
  { value: 5, label: 'Exceptional' },
  { value: 4, label: 'Very Good' },
  { value: 3, label: 'Good' },
  { value: 2, label: 'Fair' },
  { value: 1, label: 'Poor' },
] as const;

export const NO_VOTE_LABEL = 'No Vote';
export const NO_VOTE_DESCRIPTION = 'Abstain from scoring';

/** "Exceptional" for 5 … "Poor" for 1, "No Vote" for 0. */
export function scoreLabel(score: number): string {
  if (score === NO_VOTE) return NO_VOTE_LABEL;
  return SCORE_SCALE.find((entry) => entry.value === score)?.label ?? String(score);
}
