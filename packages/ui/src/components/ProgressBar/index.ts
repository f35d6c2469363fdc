export { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './ProgressBar';
