import type { Messages } from '../messages';

export const pricingCards: Messages['pricingCards'] = {
  highlightLabel: 'Most popular',
  periodSeparator: 'per',
};
