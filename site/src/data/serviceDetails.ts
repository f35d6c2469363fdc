import { quoteDelay, replyDelay } from '@company/contract/figures';
import { formatPrice, quoteLabel } from '@company/contract/format';
import { pricingPlans, type PricingPlanId } from './pricing';
import { servicePlanPrices, type Price } from '@company/contract/prices';
import type { Service } from './services';
import type { FaqItem, LinkAction } from './types';

export interface ServiceKeyFeature {
  title: string;
  description: string;
}

export interface ServiceProcessStep {
  title: string;
  description: string;
}

export type ServicePlanTier = 'starter' | 'professional' | 'enterprise';

export interface ServicePlan {
  name: string;
  /** Display text: « 599 € », from the pricing module, or « Sur devis ». */
  price: string;
  /**
   * Unit the price is charged per (« mois », « projet », « lot »), shown after it as « /mois » and read
   * « par mois »; empty for a one-off price or a quote.
   */
  period: string;
  /** What the price covers, in a short line: « Jusqu’à 500 appels par mois ». */
  scope: string;
  features: string[];
}

export interface ServiceCaseStudy {
  title: string;
  client: string;
  challenge: string;
  solution: string;
  results: string[];
  duration: string;
}

export interface ServiceTestimonial {
  name: string;
  company: string;
  content: string;
  /** Out of 5. */
  rating: number;
}

/** Rich content of a service detail page (spec §3 « Service detail content »). */
export interface ServiceDetail {
  fullDescription: string;
  keyFeatures: ServiceKeyFeature[];
  benefits: string[];
  process: ServiceProcessStep[];
  pricing: Record<ServicePlanTier, ServicePlan>;
  caseStudies: ServiceCaseStudy[];
  faq: FaqItem[];
  testimonials: ServiceTestimonial[];
}

/** Plan names, the same on every service page and on /pricing. */
export const servicePlanNames: Record<ServicePlanTier, string> = {
  starter: 'Essentiel',
  professional: 'Professionnel',
  enterprise: 'Entreprise',
};

/** Display order of the plans. */
export const servicePlanTiers: ServicePlanTier[] = ['starter', 'professional', 'enterprise'];

/** The starter and professional prices of a service, from the pricing module. */
export function pricesOf(serviceId: number): { starter: Price; professional: Price } {
  const prices = servicePlanPrices[serviceId];
  if (!prices) throw new Error(`pricing.ts has no plan prices for service ${serviceId}`);
  return prices;
}

/** What a website plan of /pricing includes. */
export function websitePlanFeatures(id: PricingPlanId): string[] {
  const websitePlan = pricingPlans.find((candidate) => candidate.id === id);
  if (!websitePlan) throw new Error(`pricing.ts has no ${id} plan`);
  return [...websitePlan.features];
}

/** A plan at a price of the pricing module, or on quote (`null`). */
export function plan(tier: ServicePlanTier, price: Price | null, scope: string, features: string[]): ServicePlan {
  return {
    name: servicePlanNames[tier],
    price: price ? formatPrice(price.amount) : quoteLabel,
    period: price?.period ?? '',
    scope,
    features,
  };
}

/** Copy of a service detail page around the service's own content. */
export const serviceDetailPage = {
  breadcrumbHome: { label: 'Accueil', href: '/' } satisfies LinkAction,
  breadcrumbServices: { label: 'Services', href: '/services' } satisfies LinkAction,
  backLink: { label: 'Tous nos services', href: '/services' } satisfies LinkAction,
  primaryCta: { label: 'Demander un devis', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
  benefitsTitle: 'Les avantages pour votre entreprise',
  keyFeaturesTitle: 'Fonctionnalités clés',
  processTitle: 'Notre démarche',
  processIntro: 'Un déroulé clair, de la première prise de contact au suivi dans la durée.',
  pricingTitle: 'Nos formules',
  pricingIntro:
    'Trois formules pour démarrer à votre rythme\u00a0; chacune s’ajuste ensuite à vos volumes et à vos exigences.',
  /** Each plan's button opens the contact form with that plan chosen (`planContactHref`). */
  planCta: { label: 'Choisir ce plan' },
  caseStudiesTitle: 'Études de cas',
  caseStudiesIntro: 'Des missions menées pour nos clients, avec leurs résultats mesurés.',
  faqTitle: 'Questions fréquentes',
  closingTitle: 'Parlons de votre projet',
  closingText: `Décrivez-nous votre besoin\u00a0: vous recevez une proposition détaillée et sans engagement sous ${quoteDelay}.`,
  closingPrimaryCta: { label: 'Demander un devis gratuit', href: '/contact' } satisfies LinkAction,
  closingSecondaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
};

/** Generic plans when a service has no priced offer yet: everything on quote. */
function fallbackPricing(service: Service): Record<ServicePlanTier, ServicePlan> {
  return {
    starter: plan('starter', null, 'Selon vos besoins', service.features.slice(0, 3)),
    professional: plan('professional', null, 'Selon vos besoins', service.features),
    enterprise: plan('enterprise', null, 'Solution sur mesure', [
      ...service.features,
      'Interlocuteur dédié',
      'Engagement de niveau de service (SLA)',
    ]),
  };
}

function fallbackFaq(service: Service): FaqItem[] {
  return [
    {
      question: `Comment obtenir un devis pour le service «\u00a0${service.name}\u00a0»\u00a0?`,
      answer: `Décrivez votre besoin depuis la page Contact\u00a0: nous vous répondons sous ${replyDelay} avec une proposition adaptée.`,
    },
    {
      question: 'Quel est le délai de mise en place ?',
      answer: 'Il dépend de l’ampleur de la mission ; nous vous communiquons un calendrier précis avec le devis.',
    },
    {
      question: 'Puis-je faire évoluer ma formule ?',
      answer: 'Oui, à tout moment : nous ajustons le périmètre et les volumes selon l’évolution de votre activité.',
    },
  ];
}

/**
 * Rich content of a service page: its text in `details` (src/content/services, by service id),
 * otherwise a fallback built from the service itself (description, features as benefits, no
 * process, no testimonials, prices on quote).
 */
export function getServiceDetail(service: Service, details: Readonly<Record<number, ServiceDetail>>): ServiceDetail {
  const detail = details[service.id];
  if (detail) {
    return detail;
  }
  return {
    fullDescription: service.description,
    keyFeatures: [],
    benefits: service.features,
    process: [],
    pricing: fallbackPricing(service),
    caseStudies: [],
    faq: fallbackFaq(service),
    testimonials: [],
  };
}
