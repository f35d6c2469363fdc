import {
  plan,
  pricesOf,
  servicePlanTiers,
  websitePlanFeatures,
  type ServiceDetail,
  type ServicePlan,
  type ServicePlanTier,
} from '../data/serviceDetails';
import type { ServiceData } from './schemas';
import { paragraphsOf } from './sections';

/** The page of a service from its file: the lists as written, the plans priced from the contract. */
function serviceDetailOf(data: ServiceData, html: string): ServiceDetail {
  const [fullDescription, ...more] = paragraphsOf(html);
  if (fullDescription === undefined || more.length > 0) {
    throw new Error(`The services file of service ${data.service} needs one paragraph as its description`);
  }
  const prices = pricesOf(data.service);
  const priced = (tier: ServicePlanTier): ServicePlan => {
    const written = data.plans[tier];
    const features = 'pricingPlan' in written ? websitePlanFeatures(written.pricingPlan) : written.features;
    return plan(tier, tier === 'enterprise' ? null : prices[tier], written.scope, features);
  };
  const { keyFeatures, benefits, process, caseStudies, faq, testimonials } = data;
  return {
    fullDescription,
    keyFeatures,
    benefits,
    process,
    pricing: Object.fromEntries(servicePlanTiers.map((tier) => [tier, priced(tier)])) as Record<
      ServicePlanTier,
      ServicePlan
    >,
    caseStudies,
    faq,
    testimonials,
  };
}

/** The service pages' texts by service id, from the entries of the `services` collection. */
export const serviceDetailsOf = (entries: { data: ServiceData; html: string }[]): Record<number, ServiceDetail> =>
  Object.fromEntries(entries.map(({ data, html }) => [data.service, serviceDetailOf(data, html)]));
