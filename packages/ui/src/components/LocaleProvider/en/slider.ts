import type { Messages } from '../messages';

export const slider: Messages['slider'] = {
  minimumLabel: 'Minimum',
  maximumLabel: 'Maximum',
};
