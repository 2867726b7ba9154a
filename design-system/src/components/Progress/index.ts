export { ProgressRing, type ProgressRingProps } from './ProgressRing';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { toPercent } from './toPercent';
