import { messageLimits, messageRateLimits, type MessageApiErrorCode } from '@company/contract/messages';
import { formatNumber } from '@company/contract/format';
import type { DocContent } from '../docs';

/** Messages a client may send by default (the server's MESSAGE_RATE_LIMIT_PER_MINUTE and _PER_DAY). */

/** Every error code of the messages API, with its status, cause and what to do. */
const errors: [status: number, code: MessageApiErrorCode, cause: string, action: string][] = [
  [
    400,
    'invalid_request',
    'Champ manquant, trop long ou mal formé, JSON illisible, clé d’idempotence invalide',
    'Corriger la requête',
  ],
  [403, 'origin_not_allowed', 'Appel depuis la page web d’une autre origine', 'Appeler depuis un serveur ou un script'],
  [405, 'method_not_allowed', 'Méthode autre que `POST`', 'Envoyer en `POST`'],
  [
    413,
    'payload_too_large',
    `Corps de plus de ${formatNumber(messageLimits.maxBodyBytes / 1024)}\u00a0Ko`,
    'Raccourcir le message',
  ],
  [429, 'rate_limited', 'Trop d’envois en peu de temps', 'Attendre la durée de l’en-tête `Retry-After`'],
  [500, 'internal_error', 'Erreur inattendue du serveur', 'Réessayer plus tard, avec la même clé'],
  [503, 'storage_unavailable', 'Le stockage des messages ne répond pas', 'Réessayer plus tard, avec la même clé'],
];

export const content: DocContent = {
  intro:
    'Ce guide liste les refus et les pannes que l’API des messages peut renvoyer, les limites qui la protègent des abus, et la façon de réessayer sans jamais envoyer deux fois le même message.',
  clientSpace: false,
  sections: [
    {
      title: 'Codes d’erreur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque erreur est un objet `error` avec un champ `code`, stable, et un champ `message`, en français. Fondez vos programmes sur le code\u00a0: le texte du message peut être reformulé.',
        },
        {
          kind: 'table',
          caption: 'Codes d’erreur de l’API des messages',
          headers: ['Statut', 'Code', 'Cause', 'Que faire'],
          rows: errors.map(([status, code, cause, action]) => [String(status), `\`${code}\``, cause, action]),
        },
        {
          kind: 'paragraph',
          text: 'Pour le code 400 dû à un champ, l’objet `fields` associe à chaque champ en erreur la phrase que le formulaire du site affiche sous ce champ. Vous pouvez la montrer telle quelle à la personne qui a rempli votre propre formulaire.',
        },
      ],
    },
    {
      title: 'Limites de débit',
      blocks: [
        {
          kind: 'list',
          items: [
            `${messageRateLimits.perMinute}\u00a0messages par minute et ${messageRateLimits.perDay}\u00a0messages par jour pour un même client, comptés par adresse IP, ou par bloc d’adresses pour l’IPv6. C’est le réglage par défaut du serveur.`,
            'Au-delà, la réponse est 429 `rate_limited`, avec l’en-tête `Retry-After` qui donne en secondes le temps à attendre.',
            'Un message refusé parce qu’il est mal rempli ne compte pas\u00a0: seule une requête valide consomme un envoi.',
            `Le corps d’une requête ne dépasse pas ${formatNumber(messageLimits.maxBodyBytes / 1024)}\u00a0Ko, et la clé d’idempotence ${formatNumber(messageLimits.maxKeyLength)}\u00a0caractères.`,
          ],
        },
        {
          kind: 'note',
          title: 'Pour des envois en nombre',
          text: 'Ces points d’accès sont faits pour des messages écrits par des personnes, pas pour des envois automatiques en série. Si vos outils doivent nous transmettre beaucoup de demandes, écrivez-nous\u00a0: nous chercherons ensemble la bonne solution.',
        },
      ],
    },
    {
      title: 'Réessayer sans doublon',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Une clé par message',
              description:
                'Tirez une clé d’idempotence au hasard avant le premier envoi et gardez-la jusqu’à la réponse 201 ou 200.',
            },
            {
              title: 'Réessayer les pannes seulement',
              description:
                'Une coupure réseau, un délai dépassé, le code 429, 500 ou 503\u00a0: renvoyez la même requête, avec la même clé. Les codes 400, 403, 405 et 413 ne changeront pas à l’identique\u00a0: corrigez d’abord.',
            },
            {
              title: 'Espacer les tentatives',
              description:
                'Respectez l’en-tête `Retry-After` quand il est présent\u00a0; sinon, attendez un peu plus à chaque tentative, par exemple 2, 4 puis 8\u00a0secondes, et arrêtez après quelques essais.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si le premier envoi avait en fait abouti, le serveur reconnaît la clé et répond 200 avec `duplicate` à `true` et l’identifiant du premier message\u00a0: votre message n’est enregistré et transmis qu’une fois.',
        },
      ],
    },
  ],
};
