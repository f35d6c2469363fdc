import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Quand nos conseillers traitent vos appels, vos e-mails et vos messages, chaque échange peut remonter dans votre outil de gestion de la relation client (CRM). Vos équipes voient alors l’historique complet de chaque client, sans double saisie.',
  clientSpace: false,
  sections: [
    {
      title: 'Ce qui est synchronisé',
      blocks: [
        {
          kind: 'list',
          items: [
            'Les contacts : une fiche est créée pour un nouvel appelant, et les coordonnées confirmées pendant l’échange sont mises à jour.',
            'L’historique des échanges : date, canal, durée, motif, conseiller et résumé rédigé à la fin de l’appel.',
            'Les demandes : une demande qui ne peut être réglée au premier contact devient une tâche ou un ticket dans votre CRM, assigné à la bonne équipe.',
            'Les enregistrements d’appels, si votre contrat les prévoit, sous forme de lien sécurisé plutôt que de fichier.',
          ],
        },
      ],
    },
    {
      title: 'Les outils compatibles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nous relions notre plateforme à tout CRM qui dispose d’une API : HubSpot, Salesforce, Zoho CRM, Microsoft Dynamics 365, Odoo ou un outil développé sur mesure. Pour un outil sans API, un export quotidien au format CSV reste possible.',
        },
        {
          kind: 'paragraph',
          text: 'La synchronisation fonctionne dans les deux sens et en quasi temps réel : une fiche mise à jour par un conseiller apparaît dans votre CRM en moins d’une minute, et une modification faite par vos équipes est visible de nos conseillers dès l’appel suivant.',
        },
      ],
    },
    {
      title: 'Les étapes du raccordement',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Atelier de cadrage',
              description:
                'Avec votre responsable CRM, nous listons les objets à synchroniser, les champs obligatoires et les règles de dédoublonnage, par adresse e-mail ou par numéro de téléphone.',
            },
            {
              title: 'Accès technique',
              description:
                'Vous créez pour nous un utilisateur d’intégration doté des seuls droits nécessaires ; nous n’utilisons jamais le compte d’une personne.',
            },
            {
              title: 'Correspondance des champs',
              description:
                'Nous associons nos motifs d’appel à vos catégories et nos statuts aux étapes de votre suivi commercial, dans un tableau que vous validez.',
            },
            {
              title: 'Recette',
              description:
                'Sur un environnement de test, ou sur quelques fiches réelles, vous vérifiez que les échanges remontent au bon endroit et sous la bonne forme.',
            },
            {
              title: 'Mise en service',
              description:
                'La synchronisation est activée pour tous les échanges, et nous surveillons de près les erreurs de synchronisation pendant les premières semaines.',
            },
          ],
        },
      ],
    },
    {
      title: 'Les bonnes pratiques',
      blocks: [
        {
          kind: 'list',
          items: [
            'Définissez un seul identifiant de référence par client, pour éviter les doublons entre vos équipes et les nôtres.',
            'Limitez les champs partagés à ce dont nos conseillers ont besoin : un conseiller n’a pas à voir le chiffre d’affaires d’un compte.',
            'Prévenez-nous avant de renommer un champ ou une étape dans votre CRM : une correspondance rompue bloque la remontée des échanges.',
          ],
        },
        {
          kind: 'note',
          title: 'Données personnelles',
          text: 'Les échanges synchronisés contiennent des données personnelles de vos clients. Le contrat de sous-traitance signé avec vous fixe leur usage, leur durée de conservation et les mesures de sécurité, conformément à la loi malgache et, pour vos clients européens, au RGPD.',
        },
      ],
    },
  ],
};
