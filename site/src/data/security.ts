import type { PluralForms } from '@company/contract/format';

export type ProtectionIcon = 'ShieldAlert' | 'Database' | 'Code' | 'Gauge' | 'Bot' | 'FileLock';

export interface Protection {
  id: 'security-headers' | 'sql-injection' | 'xss' | 'rate-limiting' | 'spam' | 'sensitive-files';
  icon: ProtectionIcon;
  title: string;
  description: string;
}

export interface AttackRecord {
  /** ISO 8601 timestamp (UTC). */
  timestamp: string;
  type: string;
  /** Source address, from the documentation ranges (RFC 5737). */
  ip: string;
  details: string;
}

export const securityPageCopy = {
  title: 'État de la sécurité',
  lead: 'Démonstration\u00a0: les chiffres, le niveau de menace et les attaques de cette page sont simulés dans votre navigateur pour illustrer le tableau de bord\u00a0; ils ne proviennent pas de nos serveurs.',
  bannerLabel: 'Statut de sécurité',
  /** The banner's words for each level of the check. */
  levelLabels: { secure: 'Sécurisé', warning: 'Attention', danger: 'Danger' },
  lastUpdateLabel: 'Dernière mise à jour',
  refreshLabel: 'Actualiser',
  loadingLabel: 'Chargement des données de sécurité…',
  /** Label beside the count, agreeing with it (« 1 adresse IP bloquée », « 2 adresses IP bloquées »). */
  blockedIpsLabel: { one: 'Adresse IP bloquée', other: 'Adresses IP bloquées' } satisfies PluralForms,
  recentAttacksLabel: { one: 'Attaque récente', other: 'Attaques récentes' } satisfies PluralForms,
  activeProtectionLabel: 'Protection active',
  activeProtectionValue: 'Activée',
  attacksTableTitle: 'Attaques récentes',
  columns: {
    timestamp: 'Date et heure',
    type: 'Type d’attaque',
    ip: 'Adresse IP source',
    details: 'Détails',
  },
  emptyAttacks: 'Aucune attaque détectée',
  protectionsTitle: 'Protections en place',
  metaDescription:
    'Démonstration du tableau de bord de sécurité, chiffres simulés\u00a0: niveau de menace, adresses IP bloquées, attaques récentes, protections contre DDoS, SQL et XSS.',
  figuresTitle: 'Indicateurs',
  blockedIpsDescription: 'Au cours des dernières 24\u00a0h',
  recentAttacksDescription: 'Tentatives bloquées récemment',
  activeProtectionDescription: 'Six protections en place, décrites ci-dessous',
  attacksIntro:
    'Des exemples de tentatives d’attaque que ces protections bloquent, avec des adresses IP réservées à la documentation.',
  protectionsIntro:
    'Ce que le site et son serveur font réellement contre les abus, indépendamment des chiffres simulés ci-dessus.',
  autoRefreshLabel: 'Actualisation automatique',
  autoRefreshDescription: 'De nouveaux chiffres simulés toutes les 30\u00a0secondes.',
  pendingValue: 'Chargement…',
  noScriptTitle: 'Cette démonstration demande JavaScript',
  noScriptText:
    'Ses chiffres sont simulés par JavaScript dans votre navigateur, où il est désactivé\u00a0: ils ne peuvent pas s’afficher. Les protections décrites ci-dessous sont en place dans tous les cas.',
};

export const protections: Protection[] = [
  {
    id: 'security-headers',
    icon: 'ShieldAlert',
    title: 'En-têtes de sécurité',
    description:
      'HTTPS imposé (HSTS), pages impossibles à intégrer dans un autre site, types de fichiers verrouillés, sur chaque réponse du serveur.',
  },
  {
    id: 'sql-injection',
    icon: 'Database',
    title: 'Requêtes paramétrées',
    description:
      'Les messages des visiteurs sont enregistrés par des requêtes paramétrées\u00a0: aucun texte saisi n’est lu comme du SQL.',
  },
  {
    id: 'xss',
    icon: 'Code',
    title: 'Protection XSS',
    description:
      'Le navigateur n’exécute que les scripts du site, désignés par leur empreinte, et tout texte saisi est affiché comme du texte.',
  },
  {
    id: 'rate-limiting',
    icon: 'Gauge',
    title: 'Limitation de débit',
    description:
      'Le chat et les formulaires limitent les requêtes par adresse IP, et l’assistant ne dépasse pas un budget global d’appels.',
  },
  {
    id: 'spam',
    icon: 'Bot',
    title: 'Anti-spam des formulaires',
    description:
      'Un champ piège, invisible pour les visiteurs, écarte les robots qui remplissent tout, sans CAPTCHA à résoudre.',
  },
  {
    id: 'sensitive-files',
    icon: 'FileLock',
    title: 'Fichiers publiés seulement',
    description:
      'Le serveur ne sert que le dossier publié du site\u00a0: aucun fichier de configuration, de sauvegarde ou de journal n’est accessible.',
  },
];

/** Sample attack list shown by the simulated status (spec §9: three entries). */
export const sampleAttacks: AttackRecord[] = [
  {
    timestamp: '2025-07-14T08:12:45Z',
    type: 'Injection SQL',
    ip: '203.0.113.42',
    details: 'Requête bloquée sur /contact : motif « UNION SELECT » détecté dans un paramètre.',
  },
  {
    timestamp: '2025-07-14T07:58:03Z',
    type: 'Force brute',
    ip: '198.51.100.17',
    details: 'Plus de 50 tentatives de connexion en une minute ; adresse bloquée pour 24 h.',
  },
  {
    timestamp: '2025-07-14T07:31:27Z',
    type: 'Script intersite (XSS)',
    ip: '192.0.2.88',
    details: 'Balise <script> rejetée dans le champ « message » du formulaire de support.',
  },
];
