import type { Messages } from '../messages';

export const common: Messages['common'] = {
  colon: ': ',
};
