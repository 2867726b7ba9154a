export { ScorePicker, type ScorePickerProps } from './ScorePicker';
