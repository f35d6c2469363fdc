import { site } from '../config/site';
import { atLeast, averageRatingText, figures, replyDelay } from '@company/contract/figures';
import type { LinkAction } from './types';

export interface HomeFigure {
  /** Figure as displayed: « 10+ », « 4,8/5 ». */
  value: string;
  label: string;
}

/** Text for search results and link previews. */
export const homeDescription = `${site.brand}, services informatiques et externalisation à ${site.address.locality}, ${site.address.country}\u00a0: relation client 24/7, BPO, développement web et mobile, marketing et design.`;

export const homeHero = {
  eyebrow: `Services informatiques et externalisation à ${site.address.locality}`,
  title: 'Externalisez vos services, accélérez votre croissance',
  lead: `${site.brand} accompagne les entreprises de ${site.address.country} et d’ailleurs\u00a0: relation client, externalisation des processus, développement web et mobile, marketing digital et design, avec des équipes francophones engagées sur la qualité.`,
  primaryCta: { label: 'Demander un devis', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Découvrir nos services', href: '/services' } satisfies LinkAction,
};

/** Heading of the figures under the hero. */
export const homeFiguresTitle = 'Nos résultats en quelques chiffres';

/** The four figures under the hero, from the company's figures; the years of experience are the team's. */
export const homeFigures: HomeFigure[] = [
  { value: atLeast(figures.clients), label: 'Clients satisfaits' },
  { value: atLeast(figures.projects), label: 'Projets réalisés' },
  { value: atLeast(figures.teamExperienceYears), label: 'Années d’expérience cumulée' },
  { value: averageRatingText, label: 'Note moyenne' },
];

/** Heading and link of the featured services block (the services come from `featuredServices`). */
export const homeFeaturedServices = {
  title: 'Nos services phares',
  lead: 'Des équipes spécialisées pour prendre en charge ce qui n’est pas votre cœur de métier, et le faire bien.',
  cardActionLabel: 'En savoir plus',
  allServicesLink: { label: 'Voir tous nos services', href: '/services' } satisfies LinkAction,
};

export const homeTrust = {
  claim: `Plus de ${figures.clients} entreprises nous font confiance`,
  text: 'Commerce, santé, tourisme, industrie, export : des PME et des groupes de Madagascar et de l’étranger nous confient leur relation client et leurs projets numériques.',
};

export const homeClosingCta = {
  title: 'Prêt à lancer votre projet ?',
  text: `Parlez-nous de vos besoins\u00a0: nous vous répondons sous ${replyDelay} avec une proposition claire et sans engagement.`,
  primaryCta: { label: 'Contactez-nous', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'En savoir plus sur nous', href: '/about' } satisfies LinkAction,
};
