export { ScoreCell, scoreCellState, type ScoreCellProps } from './ScoreCell';
