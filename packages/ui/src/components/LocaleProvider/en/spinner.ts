import type { Messages } from '../messages';

export const spinner: Messages['spinner'] = {
  label: 'Loading…',
};
