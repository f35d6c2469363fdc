export { DocCard, docDifficulties, docDifficultyTones } from './DocCard';
export type { DocCardProps, DocDifficulty } from './DocCard';
