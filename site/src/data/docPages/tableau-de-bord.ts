import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Le tableau de bord est la première page de votre espace client. Il résume en un écran ce qui demande votre attention : l’activité de vos services, leurs indicateurs de qualité, vos factures et vos demandes en cours.',
  clientSpace: true,
  sections: [
    {
      title: 'Ce que montre la vue d’ensemble',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’écran est organisé en cartes, de la plus urgente à la plus générale. Chaque carte mène à la rubrique détaillée correspondante.',
        },
        {
          kind: 'list',
          items: [
            'Alertes : une facture arrivée à échéance, une demande qui attend votre réponse, un livrable à valider ;',
            'Services actifs : chaque prestation avec son statut, « Opérationnel », « En maintenance » ou « Suspendu » ;',
            'Indicateurs de la veille : les chiffres clés de vos services de relation client, d’externalisation ou d’annotation ;',
            'Demandes de support : les demandes ouvertes et leur priorité ;',
            'Facturation : le montant de la dernière facture et la date de la prochaine.',
          ],
        },
      ],
    },
    {
      title: 'Lire les indicateurs de qualité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les indicateurs dépendent des services souscrits. Ils sont calculés chaque nuit sur la journée précédente, à l’heure de Madagascar (UTC+3).',
        },
        {
          kind: 'table',
          caption: 'Indicateurs courants par service',
          headers: ['Service', 'Indicateur', 'Ce qu’il mesure'],
          rows: [
            ['Relation client', 'Taux de décroché', 'La part des appels pris par un conseiller'],
            [
              'Relation client',
              'Délai moyen de réponse',
              'L’attente avant la prise en charge d’un appel ou d’un message',
            ],
            ['Relation client', 'Satisfaction', 'La note donnée par vos clients à la fin de l’échange'],
            ['Externalisation (BPO)', 'Dossiers traités', 'Le volume traité dans la journée, comparé à l’objectif'],
            ['Annotation de données', 'Taux d’accord', 'La part des annotations identiques entre deux annotateurs'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un indicateur en dessous de l’objectif prévu au contrat s’affiche en orange, avec une icône et la mention « Sous l’objectif » : l’information ne repose jamais sur la couleur seule.',
        },
      ],
    },
    {
      title: 'Personnaliser l’affichage',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Choisir la période',
              description:
                'Le sélecteur en haut de l’écran passe de la veille aux sept ou aux trente derniers jours ; les graphiques et les totaux suivent.',
            },
            {
              title: 'Filtrer par service',
              description:
                'Si votre entreprise a souscrit plusieurs services, n’affichez que ceux que vous suivez. Ce choix est mémorisé pour votre compte.',
            },
            {
              title: 'Recevoir un résumé par e-mail',
              description:
                'Dans « Paramètres », activez le résumé quotidien ou hebdomadaire : les mêmes indicateurs arrivent dans votre boîte de réception.',
            },
          ],
        },
      ],
    },
    {
      title: 'Aller plus loin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque rubrique propose un bouton « Exporter » qui produit un fichier CSV des chiffres affichés.',
        },
        {
          kind: 'note',
          title: 'Des chiffres différents de vos outils ?',
          text: 'Nos indicateurs suivent les définitions de votre contrat de service. Si vos propres outils comptent autrement, par exemple en incluant les appels abandonnés en moins de cinq secondes, signalez-le au support : nous vous expliquons l’écart ou corrigeons le calcul.',
        },
      ],
    },
  ],
};
