import { site } from '../config/site';
import { replyDelay } from '@company/contract/figures';
import type { LinkAction, TextBlock } from './types';

export type AboutValueIcon = 'Award' | 'Users' | 'Lightbulb' | 'ShieldCheck';

export interface AboutValue {
  title: string;
  description: string;
  icon: AboutValueIcon;
}

export interface Milestone {
  /** Month as 'YYYY-MM' (machine-readable, for `<time dateTime>`). */
  date: string;
  /** Month as displayed: « Janvier 2025 ». */
  dateLabel: string;
  title: string;
  description: string;
}

export interface TeamMember {
  /** Stable key. */
  id: string;
  name: string;
  role: string;
  description: string;
}

/** Text for search results and link previews. */
export const aboutDescription = `${site.brand}, services informatiques et externalisation, fondée en ${site.foundedOn.slice(0, 4)} à ${site.address.locality}\u00a0: notre mission, nos valeurs, notre parcours et notre équipe.`;

export const aboutHero = {
  title: `À propos de ${site.brand}`,
  lead: `Une entreprise de services informatiques et d’externalisation née à ${site.address.locality}, qui met des équipes locales qualifiées au service des entreprises de ${site.address.country} et du monde francophone.`,
  primaryCta: { label: 'Découvrir nos services', href: '/services' } satisfies LinkAction,
  secondaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
};

/** Headings of the page's sections. */
export const aboutSections = {
  purposeTitle: 'Ce qui nous anime',
  valuesTitle: 'Nos valeurs',
  valuesIntro: 'Quatre engagements guident notre travail, pour chaque client et chaque mission.',
  historyTitle: 'Notre parcours',
  historyIntro: `Les grandes étapes de ${site.brand} depuis sa création en ${site.foundedOn.slice(0, 4)}.`,
  teamTitle: 'Notre équipe',
  teamIntro: `Des responsables expérimentés, installés à ${site.address.locality}, qui encadrent chacun de nos services.`,
};

export const mission: TextBlock = {
  title: 'Notre mission',
  text: 'Permettre aux entreprises de se concentrer sur leur cœur de métier en leur confiant des services fiables, mesurés et abordables : relation client, traitement administratif, projets numériques et création graphique.',
};

export const vision: TextBlock = {
  title: 'Notre vision',
  text: `Faire de ${site.address.locality} un pôle reconnu de l’externalisation et du numérique dans l’océan Indien, en créant des emplois qualifiés et durables à ${site.address.country}.`,
};

export const values: AboutValue[] = [
  {
    title: 'Excellence',
    description: 'Nous nous engageons sur des résultats mesurables et nous les suivons avec vous, mois après mois.',
    icon: 'Award',
  },
  {
    title: 'Collaboration',
    description:
      'Nous travaillons comme une extension de vos équipes : transparence, disponibilité et points réguliers.',
    icon: 'Users',
  },
  {
    title: 'Innovation',
    description:
      'Nous adoptons les outils et les méthodes qui font gagner du temps à nos clients, de l’automatisation à l’IA.',
    icon: 'Lightbulb',
  },
  {
    title: 'Qualité',
    description:
      'Procédures écrites, contrôles systématiques et confidentialité des données : la qualité se prouve chaque jour.',
    icon: 'ShieldCheck',
  },
];

export const aboutClosingCta = {
  title: 'Travaillons ensemble',
  text: `Une question, un projet, un besoin d’externalisation\u00a0? Notre équipe vous répond sous ${replyDelay}.`,
  primaryCta: { label: 'Nous contacter', href: '/contact' } satisfies LinkAction,
  secondaryCta: { label: 'Voir nos services', href: '/services' } satisfies LinkAction,
};
