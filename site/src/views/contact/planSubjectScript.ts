import { planKey, planParameter, planSubject, websiteOffer, type ChosenPlan } from '../../data/planChoice';
import { pricingPlans } from '../../data/pricing';
import { getServiceDetail, servicePlanTiers, type ServiceDetail } from '../../data/serviceDetails';
import { services } from '../../data/services';
import { contactFieldId } from './ContactForm';

/** Every plan a « Choisir ce plan » or /pricing button can name: the website plans, then each service's. */
export function choosablePlans(details: Readonly<Record<number, ServiceDetail>>): ChosenPlan[] {
  return [
    ...pricingPlans.map(({ name, price, period }) => ({ ...websiteOffer, name, price, period })),
    ...services.flatMap((service) => {
      const { pricing } = getServiceDetail(service, details);
      return servicePlanTiers.map((tier) => ({
        offer: service.name,
        offerSlug: service.slug,
        name: pricing[tier].name,
        price: pricing[tier].price,
        period: pricing[tier].period,
      }));
    }),
  ];
}

/** The subject each plan's key gives the contact form. */
export function planSubjects(plans: readonly ChosenPlan[]): Record<string, string> {
  return Object.fromEntries(plans.map((plan) => [planKey(plan), planSubject(plan)]));
}

/**
 * Inline script placed right after the contact form (the CSP allows it by its hash): it fills the
 * subject with the plan the address names (`?formule=site-web-professionnel`), before the first
 * paint and before the form's island loads, which then keeps the value as the visitor's own. A
 * prerendered page cannot know the address's query; without JavaScript the subject stays empty and
 * the visitor writes it. A subject the browser restored (Back, a reload) is left as it is, and
 * an unknown key fills nothing.
 */
export function planSubjectScript(subjects: Readonly<Record<string, string>>): string {
  return (
    `(function(s){var k=new URLSearchParams(location.search).get(${JSON.stringify(planParameter)}),` +
    `f=document.getElementById(${JSON.stringify(contactFieldId('subject'))});` +
    `if(f&&!f.value&&k&&Object.prototype.hasOwnProperty.call(s,k))f.value=s[k]})(${JSON.stringify(subjects)})`
  );
}
