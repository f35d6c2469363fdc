import type { Messages } from '../messages';

export const consentEmbed: Messages['consentEmbed'] = {
  loadLabel: 'Load content',
};
