export { ScoreScale, type ScoreScaleProps } from './ScoreScale';
export { NO_VOTE, NO_VOTE_DESCRIPTION, NO_VOTE_LABEL, SCORE_SCALE, scoreLabel } from './scoreLabels';
