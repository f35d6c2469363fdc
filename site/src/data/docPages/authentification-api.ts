import { clientApi } from '../../config/clientApi';
import { site } from '../../config/site';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro: `L’API ${site.brand} donne à vos outils le même accès que l’espace client\u00a0: demandes de support, rapports d’activité, lots d’annotation et factures. Chaque requête est authentifiée par un jeton d’accès, obtenu à partir d’une clé d’API.`,
  clientSpace: true,
  sections: [
    {
      title: 'Créer une clé d’API',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Ouvrir les clés d’API',
              description:
                'Dans « Paramètres », choisissez l’onglet « Clés d’API ». Seuls les administrateurs peuvent créer une clé.',
            },
            {
              title: 'Nommer la clé et choisir ses droits',
              description:
                'Donnez-lui le nom de l’outil qui l’utilisera (« Export comptable », « Connecteur CRM ») et limitez ses droits, ressource par ressource : lecture seule, ou lecture et écriture.',
            },
            {
              title: 'Copier l’identifiant et le secret',
              description:
                'Le secret ne s’affiche qu’une fois. Rangez-le aussitôt dans le coffre-fort de secrets de votre hébergeur ou dans une variable d’environnement, jamais dans votre code source.',
            },
          ],
        },
      ],
    },
    {
      title: 'Obtenir un jeton d’accès',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’identifiant et le secret s’échangent contre un jeton d’accès valable une heure, selon le flux « client credentials » d’OAuth 2.0. Le jeton accompagne ensuite chaque requête, dans l’en-tête `Authorization`.',
        },
        {
          kind: 'code',
          caption: 'Demander un jeton (cURL)',
          language: 'bash',
          code: `curl -X POST ${clientApi.baseUrl}/oauth/token \\
  -d grant_type=client_credentials \\
  -d client_id=VOTRE_IDENTIFIANT \\
  -d client_secret=VOTRE_SECRET`,
        },
        {
          kind: 'code',
          caption: 'Réponse (JSON)',
          language: 'json',
          code: `{
  "access_token": "JETON_D_ACCES",
  "token_type": "Bearer",
  "expires_in": 3600
}`,
        },
        {
          kind: 'code',
          caption: 'Appeler l’API avec le jeton (cURL)',
          language: 'bash',
          code: `curl ${clientApi.baseUrl}/tickets \\
  -H "Authorization: Bearer JETON_D_ACCES"`,
        },
        {
          kind: 'paragraph',
          text: 'Une réponse 401 à la demande de jeton signifie que l’identifiant ou le secret est erroné, ou que la clé a été révoquée : vérifiez-la dans « Paramètres » avant de réessayer.',
        },
      ],
    },
    {
      title: 'Renouveler vos jetons et vos clés',
      blocks: [
        {
          kind: 'list',
          items: [
            'Demandez un nouveau jeton peu avant l’expiration annoncée par `expires_in`, en secondes, plutôt que d’attendre une erreur 401.',
            'Gardez le jeton en mémoire et réutilisez-le : en demander un à chaque requête ralentit vos appels et entame vos limites de débit.',
            'Remplacez vos clés au moins une fois par an, et sans attendre si un secret a pu être exposé. Deux clés peuvent être actives en même temps : créez la nouvelle, déployez-la, puis révoquez l’ancienne.',
          ],
        },
      ],
    },
    {
      title: 'Bonnes pratiques de sécurité',
      blocks: [
        {
          kind: 'list',
          items: [
            'Toutes les requêtes passent par HTTPS ; une requête en HTTP simple est refusée.',
            'Une clé par outil : en cas de fuite, vous ne révoquez qu’elle.',
            'Un appel depuis un navigateur ou une application mobile exposerait votre secret : passez par votre propre serveur.',
          ],
        },
        {
          kind: 'note',
          title: 'Un secret a fuité ?',
          text: 'Révoquez la clé dans « Paramètres », puis prévenez le support. Le journal d’activité indique quand et depuis quelle adresse la clé a été utilisée.',
        },
      ],
    },
  ],
};
