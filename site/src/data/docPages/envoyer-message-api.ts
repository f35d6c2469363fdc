import { idempotencyField, messageEndpoints } from '@company/contract/messages';
import { site } from '../../config/site';
import type { DocContent } from '../docs';

const contactUrl = `${site.origin}${messageEndpoints.contact}`;

export const content: DocContent = {
  intro:
    'Les formulaires de contact et de support du site envoient leurs messages à deux points d’accès publics. Vos propres outils peuvent les appeler de la même façon\u00a0: les mêmes règles s’appliquent, et les erreurs sont expliquées en français, champ par champ.',
  clientSpace: false,
  sections: [
    {
      title: 'Les deux points d’accès',
      blocks: [
        {
          kind: 'table',
          caption: 'Points d’accès de l’API des messages',
          headers: ['Méthode', 'Chemin', 'Usage'],
          rows: [
            [
              '`POST`',
              `\`${messageEndpoints.contact}\``,
              'Envoyer un message à l’équipe commerciale, comme le formulaire de la page Contact',
            ],
            [
              '`POST`',
              `\`${messageEndpoints.support}\``,
              'Ouvrir une demande de support, avec sa priorité, comme le formulaire du centre de support',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ils répondent sur le domaine du site lui-même. Il n’y a ni clé ni compte à créer\u00a0: ces points d’accès reçoivent ce qu’un visiteur pourrait écrire dans le formulaire, sans plus. Un nombre limité d’envois par client et un champ piège pour les robots les protègent des abus.',
        },
        {
          kind: 'note',
          title: 'Depuis un serveur ou un script',
          text: 'Un navigateur ne peut appeler ces points d’accès que depuis les pages du site, ou d’une origine que l’hébergeur a explicitement autorisée\u00a0: toute autre page web reçoit la réponse 403 `origin_not_allowed`. Vos scripts, vos serveurs et cURL, qui n’envoient pas d’en-tête `Origin`, ne sont pas concernés.',
        },
      ],
    },
    {
      title: 'Premier envoi, pas à pas',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Préparer le message',
              description:
                'Écrivez un objet JSON avec les champs du formulaire\u00a0: `name`, `email`, `subject` et `message` sont obligatoires, `company` facultatif. La référence des champs donne leurs longueurs maximales.',
            },
            {
              title: 'Choisir une clé d’idempotence',
              description:
                'Tirez une clé au hasard, un UUID par exemple, et gardez-la tant que ce message n’est pas accepté. Envoyez-la dans l’en-tête `Idempotency-Key`\u00a0: si la réponse se perd et que vous renvoyez la même requête, le message n’est enregistré qu’une fois.',
            },
            {
              title: 'Envoyer la requête',
              description:
                'Envoyez l’objet en `POST`, avec l’en-tête `Content-Type: application/json`. Le corps de la requête ne doit pas dépasser 16\u00a0Ko.',
            },
            {
              title: 'Lire la réponse',
              description:
                'Le code 201 signifie que le message est enregistré, le code 200 qu’il l’était déjà. Tout autre code est une erreur, décrite dans le guide des limites et des erreurs\u00a0: le message n’est alors pas enregistré.',
            },
          ],
        },
      ],
    },
    {
      title: 'Exemple avec cURL',
      blocks: [
        {
          kind: 'code',
          caption: 'Envoyer un message de contact (cURL)',
          language: 'bash',
          code: `curl -X POST ${contactUrl} \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{
    "name": "Rasoa Andrianina",
    "email": "rasoa@exemple.mg",
    "company": "Vanille & Co",
    "subject": "Demande de devis",
    "message": "Bonjour, nous souhaitons externaliser notre service client."
  }'`,
        },
        {
          kind: 'code',
          caption: 'Réponse 201 (JSON)',
          language: 'json',
          code: `{
  "id": "3f0c2b9e-8d41-4c52-a1f7-6b2d9e0a4c18",
  "duplicate": false
}`,
        },
        {
          kind: 'paragraph',
          text: `L’identifiant \`id\` est celui du message enregistré\u00a0: citez-le si vous écrivez à ${site.email} à son sujet. La clé peut aussi voyager dans le corps, sous le nom \`${idempotencyField}\`, pour un outil qui ne sait pas ajouter d’en-tête.`,
        },
      ],
    },
    {
      title: 'Ce que devient votre message',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le serveur enregistre le message avant de répondre\u00a0: une réponse 201 ou 200 garantit qu’il est conservé. Il l’envoie ensuite par e-mail à notre équipe, et recommence plus tard si la messagerie ne répond pas.',
        },
        {
          kind: 'paragraph',
          text: 'L’équipe répond à l’adresse e-mail du champ `email`. Vérifiez-la avant l’envoi\u00a0: une adresse mal formée est refusée, mais une faute de frappe dans une adresse valide ne peut pas être détectée.',
        },
      ],
    },
  ],
};
