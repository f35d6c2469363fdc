export { PricingCards } from './PricingCards';
export type { PricingCardsProps, PricingPlan } from './PricingCards';
