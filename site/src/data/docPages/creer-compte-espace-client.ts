import { site } from '../../config/site';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro: `Votre espace client ${site.brand} réunit vos services, vos projets, vos factures et vos demandes au même endroit. Ce guide vous accompagne de l’invitation à la première connexion, sécurisation du compte comprise.`,
  clientSpace: true,
  sections: [
    {
      title: 'Avant de commencer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’espace client n’a pas d’inscription libre : votre interlocuteur dédié crée le compte de l’administrateur de votre entreprise à la signature du contrat, puis l’administrateur invite ses collègues. Préparez :',
        },
        {
          kind: 'list',
          items: [
            'l’adresse e-mail professionnelle de la personne qui administrera le compte ;',
            'un téléphone sur lequel installer une application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP ou équivalent) ;',
            'les coordonnées de facturation de votre entreprise, si elles ont changé depuis le devis.',
          ],
        },
      ],
    },
    {
      title: 'Activer votre accès',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Ouvrir l’e-mail d’invitation',
              description: `Il arrive de l’adresse ${site.email}, avec l’objet «\u00a0Activez votre espace client\u00a0». Son lien reste valable 72 heures\u00a0; passé ce délai, demandez-en un nouveau à votre interlocuteur.`,
            },
            {
              title: 'Choisir votre mot de passe',
              description:
                'Une phrase de passe longue, d’au moins douze caractères, que vous n’utilisez sur aucun autre site. Un gestionnaire de mots de passe la retiendra pour vous.',
            },
            {
              title: 'Activer la double authentification',
              description:
                'Scannez le code QR affiché avec votre application d’authentification, puis saisissez le code à six chiffres qu’elle génère. Cette étape est obligatoire pour les administrateurs.',
            },
            {
              title: 'Conserver vos codes de secours',
              description:
                'Dix codes à usage unique s’affichent : imprimez-les ou rangez-les dans votre gestionnaire de mots de passe. Ils vous permettent de vous connecter si vous perdez votre téléphone.',
            },
            {
              title: 'Vérifier les informations de votre entreprise',
              description:
                'Raison sociale, adresse de facturation, numéro d’identification fiscale : corrigez-les dans « Paramètres » avant l’émission de votre première facture.',
            },
          ],
        },
      ],
    },
    {
      title: 'Découvrir les rubriques',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le menu de l’espace client compte six rubriques, accessibles selon le rôle de chacun :',
        },
        {
          kind: 'list',
          items: [
            '« Vue d’ensemble » : l’état de vos services et ce qui attend votre attention ;',
            '« Services » : le détail de chaque prestation en cours, avec ses indicateurs ;',
            '« Projets » : l’avancement de vos projets web, design ou marketing, étape par étape ;',
            '« Facturation » : vos factures, vos paiements et vos moyens de paiement ;',
            '« Support » : vos demandes, leur statut et l’historique des échanges ;',
            '« Paramètres » : votre profil, vos collaborateurs et la sécurité.',
          ],
        },
      ],
    },
    {
      title: 'En cas de problème',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le lien d’invitation a expiré : demandez un nouvel envoi à votre interlocuteur ou au support ; l’ancien lien est aussitôt désactivé.',
            `L’e-mail n’arrive pas\u00a0: vérifiez vos courriers indésirables et ajoutez ${site.email} à vos contacts, car certains filtres d’entreprise bloquent les liens d’activation.`,
            'Vous avez perdu votre téléphone et vos codes de secours : écrivez au support depuis l’adresse de votre compte. Par sécurité, nous vérifions votre identité avant de réinitialiser la double authentification.',
          ],
        },
        {
          kind: 'note',
          title: 'Un compte par personne',
          text: 'Ne partagez pas vos identifiants au sein de l’équipe : invitez chaque collaborateur avec son propre compte et le rôle qui lui convient. Le journal d’activité indique alors qui a fait quoi.',
        },
      ],
    },
  ],
};
