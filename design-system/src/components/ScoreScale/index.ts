export { ScoreScale, type ScoreScaleProps } from './ScoreScale';
// The scale and its labels are the contract's rules; they stay importable from the design system.
export { NO_VOTE, NO_VOTE_DESCRIPTION, NO_VOTE_LABEL, SCORE_SCALE, scoreLabel } from '@vsp/contract';
