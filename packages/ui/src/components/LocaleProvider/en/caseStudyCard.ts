import type { Messages } from '../messages';

export const caseStudyCard: Messages['caseStudyCard'] = {
  durationLabel: 'Duration',
  challengeHeading: 'Challenge',
  solutionHeading: 'Solution',
  resultsHeading: 'Results',
};
