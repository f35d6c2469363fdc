/** The cookie categories the visitor's switches set, and the copy of the legal pages' interface; their texts are in src/content/legal. */

export type CookieCategoryId = 'essential' | 'analytics' | 'functional' | 'marketing';

export interface CookieCategory {
  id: CookieCategoryId;
  label: string;
  description: string;
  /** Maximum lifetime, as displayed. */
  duration: string;
  /** Essential cookies cannot be switched off. */
  alwaysOn: boolean;
}

export const cookieCategories: CookieCategory[] = [
  {
    id: 'essential',
    label: 'Cookies essentiels',
    description:
      'Indispensables au fonctionnement du site : mémorisation de vos choix de cookies, sécurité, session de l’espace client.',
    duration: 'Session ou 13 mois au maximum',
    alwaysOn: true,
  },
  {
    id: 'analytics',
    label: 'Cookies de mesure d’audience',
    description:
      'Nous aident à comprendre comment le site est utilisé (pages vues, parcours) afin de l’améliorer. Ils ne sont déposés qu’avec votre accord.',
    duration: '13 mois au maximum ; statistiques conservées 26 mois au maximum',
    alwaysOn: false,
  },
  {
    id: 'functional',
    label: 'Cookies fonctionnels',
    description:
      'Améliorent votre confort : historique de l’assistant de discussion, affichage de la carte, préférences d’affichage.',
    duration: '13 mois au maximum',
    alwaysOn: false,
  },
  {
    id: 'marketing',
    label: 'Cookies marketing',
    description:
      'Permettent de mesurer l’efficacité de nos campagnes et de vous proposer des contenus adaptés à vos centres d’intérêt.',
    duration: '13 mois au maximum',
    alwaysOn: false,
  },
];

/** Shared copy of the four legal pages. */
export const legalPageCopy = {
  homeLabel: 'Accueil',
  sectionsLabel: 'Sections',
  linksTitle: 'Pour aller plus loin',
};

/** Label and description of each cookie switch, with the category’s lifetime. */
export const cookieSwitchTexts = Object.fromEntries(
  cookieCategories.map(({ id, label, description, duration }) => [
    id,
    { label, description: `${description} Durée\u00a0: ${duration.charAt(0).toLowerCase()}${duration.slice(1)}.` },
  ]),
) as Record<CookieCategoryId, { label: string; description: string }>;

export const cookieSettingsCopy = {
  title: 'Vos préférences',
  description:
    'Activez ou désactivez chaque catégorie de cookies optionnels, puis enregistrez votre choix. Vous pouvez le modifier à tout moment.',
  categoriesLegend: 'Cookies autorisés',
  alwaysOnLabel: 'Toujours actif',
  acceptAllLabel: 'Tout accepter',
  rejectAllLabel: 'Tout refuser',
  saveLabel: 'Enregistrer mes choix',
  savedMessage: 'Vos préférences ont été sauvegardées !',
  noScriptTitle: 'Vos préférences demandent JavaScript',
  noScriptText:
    'Votre choix est enregistré dans votre navigateur par JavaScript, qui y est désactivé. Sans JavaScript, ce site ne dépose aucun cookie optionnel\u00a0: ni mesure d’audience, ni carte, ni contenu tiers. Pour changer vos préférences, activez JavaScript puis revenez sur cette page.',
};
