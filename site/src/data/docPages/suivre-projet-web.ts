import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'De la première maquette à la mise en ligne, votre site ou votre application passe par des étapes de validation où votre avis compte. Ce tutoriel explique à quel moment vous intervenez, et comment donner à notre équipe des retours faciles à traiter.',
  clientSpace: false,
  sections: [
    {
      title: 'Les étapes du projet',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Cadrage',
              description:
                'Objectifs, public, contenus et fonctionnalités : le cahier des charges et le calendrier sont validés ensemble.',
            },
            {
              title: 'Maquettes',
              description:
                'Les écrans clés sont dessinés pour l’ordinateur et pour le mobile. Vous les validez avant le début du développement.',
            },
            {
              title: 'Développement',
              description:
                'Le site est construit par étapes, et chaque étape donne lieu à une version de démonstration.',
            },
            {
              title: 'Recette',
              description:
                'Vous testez la version complète et signalez les corrections, que nous appliquons avant la mise en ligne.',
            },
            {
              title: 'Mise en ligne',
              description: 'Le site est publié, puis suivi de près pendant la période de garantie.',
            },
          ],
        },
      ],
    },
    {
      title: 'Valider les maquettes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les maquettes vous sont partagées par un lien vers notre outil de conception : vous les consultez dans votre navigateur, sans créer de compte, et commentez directement un élément de l’écran.',
        },
        {
          kind: 'list',
          items: [
            'Rassemblez les retours de votre équipe : une seule personne valide, pour éviter les demandes contradictoires.',
            'Commentez l’élément précis, « le bouton Réserver » ou « le menu sur mobile », plutôt que la page entière.',
            'Distinguez ce qui bloque la validation de ce qui relève d’une préférence.',
          ],
        },
      ],
    },
    {
      title: 'Commenter une version de démonstration',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque version de démonstration a sa propre adresse, protégée par un mot de passe et écartée des moteurs de recherche. Pour chaque problème constaté, indiquez :',
        },
        {
          kind: 'list',
          items: [
            'l’adresse de la page concernée ;',
            'l’appareil et le navigateur utilisés ;',
            'ce que vous avez fait, ce que vous attendiez et ce qui s’est produit ;',
            'une capture d’écran, annotée si possible.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Votre chef de projet regroupe ces retours dans une liste de corrections numérotée et vous indique, pour chacune, quand elle sera traitée.',
        },
      ],
    },
    {
      title: 'Planifier la mise en ligne',
      blocks: [
        {
          kind: 'list',
          items: [
            'Choisissez une date en dehors de vos pics d’activité, et un jour ouvré, pour que nos équipes et les vôtres soient disponibles.',
            'Préparez les accès nécessaires : nom de domaine, hébergement, comptes de messagerie et outil de mesure d’audience.',
            'Prévoyez la redirection des adresses de l’ancien site vers les nouvelles, pour conserver votre référencement.',
            'Après la mise en ligne, vérifiez ensemble les formulaires, les paiements et les e-mails automatiques.',
          ],
        },
        {
          kind: 'note',
          title: 'Et ensuite',
          text: 'La maintenance et les évolutions se poursuivent selon votre formule : demandes de modification, mises à jour de sécurité et sauvegardes régulières.',
        },
      ],
    },
  ],
};
