import type { Messages } from '../messages';

export const progressBar: Messages['progressBar'] = {
  valueText: '{percent}%',
};
