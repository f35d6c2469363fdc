import type { Messages } from '../messages';

export const docCard: Messages['docCard'] = {
  difficultyLabel: 'Level',
  featuredLabel: 'Featured',
  difficulties: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
};
