import { site } from '../../config/site';
import type { DocContent } from '../docs';

/** The domain the company's e-mails come from. */
const emailDomain = site.email.slice(site.email.indexOf('@') + 1);

export const content: DocContent = {
  intro:
    'Votre espace client donne accès à vos contrats, à vos factures et parfois aux données de vos propres clients. Quelques réglages suffisent à le protéger, même si un mot de passe venait à fuiter.',
  clientSpace: true,
  sections: [
    {
      title: 'Activer la double authentification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'À chaque connexion, en plus de votre mot de passe, un code à six chiffres généré par une application de votre téléphone vous est demandé. Cette protection est obligatoire pour les administrateurs et fortement recommandée pour tous.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Installer une application d’authentification',
              description:
                'Google Authenticator, Microsoft Authenticator, FreeOTP, ou le gestionnaire de mots de passe que vous utilisez déjà.',
            },
            {
              title: 'Scanner le code QR',
              description:
                'Dans « Paramètres », onglet « Sécurité », choisissez « Activer la double authentification » et scannez le code affiché.',
            },
            {
              title: 'Confirmer avec un premier code',
              description: 'Saisissez le code que montre l’application pour terminer l’activation.',
            },
            {
              title: 'Ranger vos codes de secours',
              description:
                'Dix codes à usage unique vous permettent de vous connecter sans votre téléphone. Conservez-les ailleurs que sur votre ordinateur.',
            },
          ],
        },
      ],
    },
    {
      title: 'Gérer vos sessions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’onglet « Sécurité » liste les appareils connectés à votre compte, avec le navigateur, la ville approximative et la date de la dernière activité.',
        },
        {
          kind: 'list',
          items: [
            'Fermez toute session que vous ne reconnaissez pas, puis changez votre mot de passe.',
            'Après une connexion depuis un ordinateur partagé, fermez la session à distance.',
            'Une session inactive pendant 30 minutes se ferme d’elle-même ; la case « Rester connecté » la prolonge sur votre appareil personnel.',
          ],
        },
      ],
    },
    {
      title: 'Choisir un bon mot de passe',
      blocks: [
        {
          kind: 'list',
          items: [
            'Préférez une phrase de passe longue, d’au moins douze caractères, à un mot court et compliqué.',
            'N’utilisez ce mot de passe nulle part ailleurs : une fuite sur un autre site ne doit pas ouvrir votre espace client.',
            'Confiez-le à un gestionnaire de mots de passe plutôt qu’à un carnet ou à un fichier.',
            'Changez-le sans attendre si vous pensez qu’il a pu être vu ou partagé.',
          ],
        },
      ],
    },
    {
      title: 'Reconnaître une tentative d’hameçonnage',
      blocks: [
        {
          kind: 'paragraph',
          text: `Nos e-mails viennent uniquement du domaine ${emailDomain}, et ne vous demandent jamais votre mot de passe ou un code de double authentification. Au moindre doute, ne cliquez pas\u00a0: ouvrez l’espace client depuis vos favoris et interrogez le support.`,
        },
        {
          kind: 'note',
          title: 'Signaler un incident',
          text: `Un accès suspect, un e-mail douteux, un appareil perdu\u00a0: prévenez le support au plus vite, par téléphone au ${site.phone}. Nous pouvons suspendre le compte le temps de vérifier.`,
        },
      ],
    },
  ],
};
