import type { Messages } from './messages';

/**
 * The French catalogue: no-break spaces before « : », « ; », « ! » and « ? » (narrow before « % »),
 * typographic apostrophes.
 */
export const fr: Messages = {
  common: {
    colon: '\u00a0: ',
  },
  alert: {
    dismissLabel: 'Fermer l’alerte',
  },
  breadcrumbs: {
    label: 'Fil d’Ariane',
  },
  button: {
    loadingLabel: 'Chargement…',
  },
  calendar: {
    previousLabel: 'Mois précédent',
    nextLabel: 'Mois suivant',
  },
  chatPanel: {
    title: 'Assistant',
    openLabel: 'Ouvrir l’assistant',
    closeLabel: 'Fermer l’assistant',
    placeholder: 'Écrivez votre message…',
    inputLabel: 'Votre message',
    sendLabel: 'Envoyer',
    typingLabel: 'L’assistant écrit…',
    statusLabels: {
      online: 'Assistant connecté',
      demo: 'Mode démo\u00a0: réponses préparées',
      offline: 'Assistant indisponible',
    },
    logLabel: 'Conversation',
    userLabel: 'Vous',
    assistantLabel: 'Assistant',
    welcomeMessage: 'Bonjour\u00a0! Je suis votre assistant. Comment puis-je vous aider\u00a0?',
  },
  combobox: {
    loadingLabel: 'Chargement…',
    emptyLabel: 'Aucun résultat',
    clearLabel: 'Effacer',
    openLabel: 'Afficher les options',
    removeLabel: 'Retirer {label}',
    selectedLabel: 'Options choisies',
  },
  consentEmbed: {
    loadLabel: 'Afficher le contenu',
  },
  cookieBanner: {
    title: 'Nous respectons votre vie privée',
    description:
      'Nous utilisons des cookies essentiels au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies optionnels pour mesurer l’audience, proposer des fonctionnalités complémentaires et adapter nos communications. Vous pouvez les accepter, les refuser ou choisir catégorie par catégorie, et changer d’avis à tout moment.',
    acceptAllLabel: 'Tout accepter',
    rejectAllLabel: 'Tout refuser',
    customizeLabel: 'Personnaliser',
    acceptSelectionLabel: 'Accepter la sélection',
    alwaysActiveLabel: 'Toujours actifs',
    panelDescription:
      'Choisissez les cookies que vous acceptez. Les cookies essentiels restent actifs, car le site ne fonctionne pas sans eux.',
    categoriesLegend: 'Cookies à accepter',
  },
  cookieCategories: {
    essential: {
      label: 'Cookies essentiels',
      description:
        'Nécessaires au fonctionnement du site\u00a0: sécurité, navigation et mémorisation de vos choix. Ils ne peuvent pas être désactivés.',
    },
    analytics: {
      label: 'Mesure d’audience',
      description:
        'Nous aident à comprendre comment le site est utilisé (pages consultées, durée des visites) afin de l’améliorer.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Permettent de mesurer l’efficacité de nos campagnes et de vous proposer des contenus adaptés.',
    },
    functional: {
      label: 'Fonctionnels',
      description: 'Activent des services complémentaires, comme la carte interactive, et mémorisent vos réglages.',
    },
  },
  cookiePreferences: {
    title: 'Vos préférences de cookies',
    description:
      'Activez ou désactivez chaque catégorie de cookies optionnels, puis enregistrez votre choix. Vous pouvez le modifier à tout moment.',
    acceptAllLabel: 'Tout accepter',
    rejectAllLabel: 'Tout refuser',
    saveLabel: 'Enregistrer',
    alwaysActiveLabel: 'Toujours actifs',
    categoriesLegend: 'Cookies autorisés',
  },
  dataTable: {
    emptyMessage: 'Aucun résultat',
    loadingLabel: 'Chargement…',
    selectAllLabel: 'Tout sélectionner',
    selectRowLabel: 'Sélectionner la ligne {row}',
    selectedCount: { one: '{count} ligne sélectionnée', other: '{count} lignes sélectionnées' },
    paginationLabel: 'Pagination',
    previousPageLabel: 'Page précédente',
    nextPageLabel: 'Page suivante',
    pageStatus: 'Page {page} sur {pageCount}',
    pageSizeLabel: 'Lignes par page',
  },
  datePicker: {
    openLabel: 'Choisir une date',
    openRangeLabel: 'Choisir les dates',
    unavailableMessage: 'Cette date n’est pas disponible.',
    invalidMessage: 'Saisissez une date au format {format}.',
    placeholder: { day: 'jj', month: 'mm', year: 'aaaa' },
    startLabel: 'début',
    endLabel: 'fin',
  },
  dialog: {
    closeLabel: 'Fermer',
  },
  field: {
    errorLabel: 'Erreur',
  },
  filterBar: {
    searchLabel: 'Rechercher',
    filtersLabel: 'Filtres',
  },
  form: {
    errorSummaryOne: '{count}\u00a0champ à corriger',
    errorSummaryOther: '{count}\u00a0champs à corriger',
  },
  link: {
    newTabLabel: '(nouvel onglet)',
  },
  listbox: {
    placeholder: 'Choisissez une option',
    multipleValueText: '{count}\u00a0choix',
  },
  numberField: {
    incrementLabel: 'Augmenter',
    decrementLabel: 'Diminuer',
    roleDescription: 'Champ numérique',
  },
  pager: {
    label: 'Pages précédente et suivante',
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
  },
  popover: {
    closeLabel: 'Fermer',
  },
  pricingCards: {
    highlightLabel: 'Le plus populaire',
    periodSeparator: 'par',
  },
  progressBar: {
    valueText: '{percent}\u202f%',
  },
  restrictedAccessDialog: {
    title: 'Accès restreint',
    description: 'La page {pageName} est en cours de développement.',
    featuresHeading: 'Fonctionnalités à venir',
    availabilityText: 'Disponible prochainement',
    closeLabel: 'Fermer',
    homeLabel: 'Retour à l’accueil',
    closeIconLabel: 'Fermer la fenêtre',
  },
  sheet: {
    closeLabel: 'Fermer',
  },
  sideNav: {
    label: 'Menu de la rubrique',
  },
  skipLinks: {
    label: 'Liens d’évitement',
    links: {
      mainContent: 'Aller au contenu principal',
      navigation: 'Aller à la navigation',
      footer: 'Aller au pied de page',
    },
  },
  slider: {
    minimumLabel: 'Minimum',
    maximumLabel: 'Maximum',
  },
  spinner: {
    label: 'Chargement…',
  },
  statusBanner: {
    label: 'Statut',
    statusLabels: { success: 'Tout fonctionne', warning: 'À surveiller', danger: 'En panne' },
    lastUpdateLabel: 'Dernière mise à jour',
    refreshLabel: 'Actualiser',
    loadingLabel: 'Vérification en cours…',
  },
  table: {
    emptyMessage: 'Aucune donnée',
  },
  toast: {
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    closeLabel: 'Fermer la notification',
  },
};
