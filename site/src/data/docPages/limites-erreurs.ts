import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'L’API préserve la qualité de service de tous les clients par des limites de débit, et signale chaque problème par un code HTTP et un message explicite. Voici comment les lire et comment réagir.',
  clientSpace: true,
  sections: [
    {
      title: 'Les limites de débit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque clé d’API peut envoyer 120 requêtes par minute ; les téléchargements de fichiers (rapports, annotations, factures) sont limités à 20 par minute. Trois en-têtes accompagnent chaque réponse :',
        },
        {
          kind: 'table',
          caption: 'En-têtes de limite de débit',
          headers: ['En-tête', 'Contenu'],
          rows: [
            ['`X-RateLimit-Limit`', 'Le nombre de requêtes permises dans la fenêtre en cours'],
            ['`X-RateLimit-Remaining`', 'Le nombre de requêtes qu’il vous reste dans cette fenêtre'],
            ['`X-RateLimit-Reset`', 'Le début de la fenêtre suivante, en secondes depuis le 1er janvier 1970 (UTC)'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Au-delà, l’API répond 429, avec un en-tête `Retry-After` qui indique dans combien de secondes réessayer.',
        },
      ],
    },
    {
      title: 'Les codes d’erreur',
      blocks: [
        {
          kind: 'table',
          caption: 'Codes d’erreur et conduite à tenir',
          headers: ['Code', 'Signification', 'Que faire'],
          rows: [
            ['400', 'Requête mal formée', 'Corriger le paramètre nommé dans le message'],
            ['401', 'Jeton absent, expiré ou invalide', 'Demander un nouveau jeton'],
            ['403', 'Droits insuffisants pour cette clé', 'Élargir les droits de la clé, ou en utiliser une autre'],
            ['404', 'Ressource introuvable', 'Vérifier l’identifiant'],
            ['409', 'Conflit, par exemple une demande déjà close', 'Relire la ressource avant de réessayer'],
            ['422', 'Données refusées', 'Corriger les champs listés dans `details`'],
            ['429', 'Limite de débit atteinte', 'Attendre la durée indiquée par `Retry-After`'],
            ['500 et 503', 'Erreur ou indisponibilité de notre côté', 'Réessayer avec un délai croissant'],
          ],
        },
      ],
    },
    {
      title: 'Le corps d’une erreur',
      blocks: [
        {
          kind: 'code',
          caption: 'Réponse 422 (JSON)',
          language: 'json',
          code: `{
  "error": {
    "code": "validation_failed",
    "message": "priority doit valoir low, normal, high ou urgent.",
    "details": [{ "field": "priority", "issue": "invalid_value" }],
    "request_id": "req_7d1e09"
  }
}`,
        },
        {
          kind: 'paragraph',
          text: 'Le champ `message` s’adresse à un développeur, pas à vos utilisateurs. Indiquez toujours `request_id` quand vous contactez le support : il nous permet de retrouver la requête dans nos journaux.',
        },
      ],
    },
    {
      title: 'La stratégie de nouvelle tentative recommandée',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ne réessayez jamais une erreur 400, 401, 403, 404 ou 422 sans corriger la requête : le résultat serait le même.',
            'Pour une erreur 429, attendez la durée indiquée par `Retry-After`, ni plus ni moins.',
            'Pour une erreur 500 ou 503, ou une coupure réseau, réessayez après 1, 2, 4, 8 puis 16 secondes, en ajoutant à chaque délai une part aléatoire, et arrêtez après cinq tentatives.',
            'Pour une création (POST), envoyez un en-tête `Idempotency-Key` de valeur unique : si la requête est rejouée, la ressource n’est créée qu’une fois.',
          ],
        },
        {
          kind: 'note',
          title: 'L’état de nos services',
          text: 'Devant des erreurs 503 répétées, consultez l’état des services dans le centre de support avant d’ouvrir une demande : une maintenance programmée y est annoncée.',
        },
      ],
    },
  ],
};
