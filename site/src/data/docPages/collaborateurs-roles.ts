import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Chaque personne de votre entreprise qui consulte l’espace client a son propre compte. Son rôle détermine ce qu’elle peut voir et faire : suivre l’activité, télécharger les factures, ouvrir des demandes ou modifier les paramètres.',
  clientSpace: true,
  sections: [
    {
      title: 'Les quatre rôles',
      blocks: [
        {
          kind: 'table',
          caption: 'Ce que chaque rôle permet',
          headers: ['Rôle', 'Peut consulter', 'Peut modifier'],
          rows: [
            ['Administrateur', 'Tout l’espace client', 'Les collaborateurs, les paramètres et les moyens de paiement'],
            [
              'Gestionnaire',
              'Les services, les projets, les rapports et les demandes',
              'Les demandes de support et la validation des livrables',
            ],
            [
              'Comptabilité',
              'Les factures, les paiements et les contrats',
              'Les coordonnées de facturation et les moyens de paiement',
            ],
            ['Lecteur', 'Les services, les projets et les rapports', 'Rien : l’accès se fait en lecture seule'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un compte n’a qu’un rôle à la fois. Gardez au moins deux administrateurs, pour que l’accès de votre entreprise ne dépende jamais d’une seule personne.',
        },
      ],
    },
    {
      title: 'Inviter un collaborateur',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Ouvrir la gestion de l’équipe',
              description:
                'Dans « Paramètres », choisissez l’onglet « Collaborateurs ». Seuls les administrateurs y ont accès.',
            },
            {
              title: 'Saisir l’adresse et le rôle',
              description:
                'Indiquez l’adresse e-mail professionnelle de la personne, puis le rôle qui correspond à ses besoins, sans plus.',
            },
            {
              title: 'Envoyer l’invitation',
              description:
                'La personne reçoit un e-mail avec un lien d’activation. Tant qu’elle ne l’a pas utilisé, l’invitation reste « En attente » : vous pouvez la renvoyer ou l’annuler.',
            },
            {
              title: 'Vérifier la première connexion',
              description:
                'Une fois le compte activé, son statut passe à « Actif » et la date de la dernière connexion s’affiche.',
            },
          ],
        },
      ],
    },
    {
      title: 'Modifier ou retirer un accès',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Quand une personne change de poste, changez son rôle plutôt que de lui créer un second compte. Le changement prend effet dès sa prochaine action dans l’espace client.',
        },
        {
          kind: 'paragraph',
          text: 'Quand une personne quitte votre entreprise, désactivez son compte le jour de son départ. Ses sessions ouvertes sont fermées aussitôt et l’historique de ses actions reste consultable.',
        },
        {
          kind: 'note',
          title: 'Prestataires et agences',
          text: 'Vous pouvez inviter une personne extérieure à votre entreprise, par exemple votre agence de communication pour valider des maquettes. Donnez-lui le rôle « Lecteur » ou « Gestionnaire », jamais « Administrateur », et désactivez son compte à la fin de sa mission.',
        },
      ],
    },
    {
      title: 'Savoir qui a fait quoi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le journal d’activité, dans « Paramètres », liste les connexions, les invitations, les changements de rôle et les téléchargements de factures, avec la date, l’heure et leur auteur. Les administrateurs peuvent l’exporter pour vos audits internes.',
        },
      ],
    },
  ],
};
