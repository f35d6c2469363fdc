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
 * Head script of the contact page (the CSP allows it by its hash): it fills the subject with the
 * plan the address names (`?formule=site-web-professionnel`) as the parser inserts the field, so
 * that the first paint shows it, before the form's island loads, which then keeps the value as
 * the visitor's own. A script placed after the form would come too late: the browser may paint a
 * page it has only partly parsed; a mutation observer's callback runs before the next frame. A
 * prerendered page cannot know its address's query; without JavaScript the subject stays empty
 * and the visitor writes it. An unknown key fills nothing.
 */
export function planSubjectScript(subjects: Readonly<Record<string, string>>): string {
  return (
    `(function(d,s){var k=new URLSearchParams(location.search).get(${JSON.stringify(planParameter)}),o;` +
    `if(!k||!Object.prototype.hasOwnProperty.call(s,k))return;` +
    `function f(){var e=d.getElementById(${JSON.stringify(contactFieldId('subject'))});if(!e)return;o.disconnect();if(!e.value)e.value=s[k]}` +
    `o=new MutationObserver(f);o.observe(d.documentElement,{childList:true,subtree:true});` +
    `d.addEventListener("DOMContentLoaded",function(){o.disconnect();f()})})(document,${JSON.stringify(subjects)})`
  );
}
