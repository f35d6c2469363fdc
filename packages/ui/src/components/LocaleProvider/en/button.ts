import type { Messages } from '../messages';

export const button: Messages['button'] = {
  loadingLabel: 'Loading…',
};
