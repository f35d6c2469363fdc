import type { Messages } from '../messages';

export const link: Messages['link'] = {
  newTabLabel: '(opens in a new tab)',
};
