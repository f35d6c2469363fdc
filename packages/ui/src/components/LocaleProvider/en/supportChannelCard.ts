import type { Messages } from '../messages';

export const supportChannelCard: Messages['supportChannelCard'] = {
  availabilityLabel: 'Availability',
  responseTimeLabel: 'Response time',
};
