import { formatPercent, formatPrice, quoteLabel } from '@company/contract/format';
import { additionalServicePrices, priceWithPeriod, websitePlanPrices } from '@company/contract/prices';
import { prioritySupportDelay } from '@company/contract/figures';
import { site } from '../config/site';
import { planContactHref, websiteOffer } from './planChoice';
import type { LinkAction } from './types';

export type PricingPlanId = 'basic' | 'pro' | 'enterprise';

export interface PricingPlan {
  id: PricingPlanId;
  name: string;
  /** « 299 € » or « Sur devis ». */
  price: string;
  /** Unit of the price, « mois » (shown « /mois », read « par mois »), or empty when the price is on quote. */
  period: string;
  description: string;
  features: string[];
  /** The recommended plan, shown with `badge`. */
  highlighted: boolean;
  badge?: string;
  cta: LinkAction;
}

export interface AdditionalService {
  id: string;
  title: string;
  description: string;
  /** « à partir de 399 € / mois ». */
  price: string;
  features: string[];
  cta: LinkAction;
}

const startNow: LinkAction = { label: 'Commencer maintenant', href: '/contact' };
const contactUs: LinkAction = { label: 'Nous contacter', href: '/contact' };

export const pricingMeta = {
  title: 'Tarifs',
  description: `Tarifs ${site.brand}\u00a0: site web Essentiel à ${formatPrice(websitePlanPrices.basic.amount)} par mois, Professionnel à ${formatPrice(websitePlanPrices.pro.amount)} par mois, Entreprise sur devis\u00a0; chaque service a ses formules.`,
};

export const pricingHero = {
  title: 'Des tarifs clairs, adaptés à votre croissance',
  lead: 'Choisissez la formule qui correspond à vos besoins. Toutes nos offres sont sans frais cachés et évoluent avec votre activité.',
};

/** The plans as written; each call to action then opens the contact form with its plan chosen. */
const plans: PricingPlan[] = [
  {
    id: 'basic',
    name: 'Essentiel',
    price: formatPrice(websitePlanPrices.basic.amount),
    period: websitePlanPrices.basic.period,
    description: 'Pour les petites entreprises qui veulent une présence en ligne professionnelle.',
    features: [
      'Site de 5 pages',
      'Hébergement 1 an inclus',
      '2 révisions sur la maquette',
      'Design responsive',
      'Optimisation SEO de base',
      'Support par e-mail, réponse sous 24 h',
    ],
    highlighted: false,
    cta: startNow,
  },
  {
    id: 'pro',
    name: 'Professionnel',
    price: formatPrice(websitePlanPrices.pro.amount),
    period: websitePlanPrices.pro.period,
    description: 'Pour les entreprises en croissance qui veulent externaliser et se développer en ligne.',
    features: [
      'Pages illimitées',
      'Hébergement 1 an inclus',
      'Révisions illimitées',
      'Optimisation SEO avancée et rapport mensuel',
      'Intégrations (CRM, paiement, réseaux sociaux)',
      `Support prioritaire, réponse sous ${prioritySupportDelay}`,
    ],
    highlighted: true,
    badge: 'Le plus populaire',
    cta: startNow,
  },
  {
    id: 'enterprise',
    name: 'Entreprise',
    price: quoteLabel,
    period: '',
    description: 'Pour les organisations qui ont besoin d’une solution entièrement sur mesure.',
    features: [
      'Solution sur mesure',
      'Équipe et responsable de compte dédiés',
      'Support premium 24h/24, 7j/7',
      'Engagement de niveau de service (SLA)',
      'Hébergement dédié et sécurité renforcée',
      'Formation de vos équipes',
    ],
    highlighted: false,
    cta: contactUs,
  },
];

/** The website plans of /pricing. */
export const pricingPlans: PricingPlan[] = plans.map((plan) => ({
  ...plan,
  cta: { ...plan.cta, href: planContactHref({ ...websiteOffer, name: plan.name }) },
}));

export const additionalServices: AdditionalService[] = [
  {
    id: 'maintenance',
    title: 'Maintenance et support',
    description:
      'Mises à jour, sauvegardes, surveillance et corrections pour que votre site ou votre application reste fiable.',
    price: `à partir de ${priceWithPeriod(additionalServicePrices.maintenance)}`,
    features: [
      'Mises à jour de sécurité',
      'Sauvegardes quotidiennes',
      'Surveillance de la disponibilité',
      'Corrections prioritaires',
    ],
    cta: { label: 'Souscrire à la maintenance', href: '/contact' },
  },
  {
    id: 'training',
    title: 'Formation et accompagnement',
    description: 'Des sessions pratiques pour rendre vos équipes autonomes sur vos nouveaux outils.',
    price: `à partir de ${priceWithPeriod(additionalServicePrices.training)}`,
    features: [
      'Programme adapté à votre équipe',
      'Sessions sur site ou à distance',
      'Supports de formation fournis',
      'Suivi après la formation',
    ],
    cta: { label: 'Planifier une formation', href: '/contact' },
  },
];

export const costReductionClaim = `jusqu’à ${formatPercent(40)} de réduction des coûts`;

export const pricingSections = {
  plans: {
    title: 'Nos formules de site web',
    intro:
      'Trois formules pour démarrer vite, grandir sereinement ou bâtir une solution sur mesure. Nos autres services (relation client, marketing, annotation…) présentent leurs propres formules sur leur page.',
  },
  savings: {
    eyebrow: 'Externaliser, c’est économiser',
    /** Shown large beside the title, which already says it in words. */
    figure: `\u2212${formatPercent(40)}`,
    title: `Jusqu’à ${formatPercent(40)} de réduction des coûts`,
    text: 'Par rapport au recrutement et à l’équipement d’une équipe interne, nos clients réduisent leurs coûts de fonctionnement tout en gagnant en souplesse.',
  },
  additional: {
    title: 'Services complémentaires',
    intro: 'Ajoutez à votre formule l’accompagnement dont vos équipes ont besoin.',
  },
};

export const pricingClosingCta = {
  title: 'Une question sur nos tarifs ?',
  text: `Chaque projet est unique\u00a0: l’équipe ${site.brand} étudie votre besoin et vous remet un devis gratuit. À la clé\u00a0: ${costReductionClaim} par rapport à une équipe interne.`,
  primaryCta: { label: 'Demander un devis', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'En savoir plus sur nous', href: '/about' } satisfies LinkAction,
};
