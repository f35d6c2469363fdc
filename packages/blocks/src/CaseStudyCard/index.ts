export { CaseStudyCard } from './CaseStudyCard';
export type { CaseStudyCardProps } from './CaseStudyCard';
