import { clientApi } from '../../config/clientApi';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Cette référence décrit les ressources de l’API, leurs points d’accès et le format des échanges. Chaque exemple suppose un jeton d’accès valide, obtenu comme l’explique le guide « Authentification à l’API ».',
  clientSpace: true,
  sections: [
    {
      title: 'Conventions',
      blocks: [
        {
          kind: 'list',
          items: [
            `Adresse de base\u00a0: \`${clientApi.baseUrl}\`. Le numéro de version fait partie du chemin\u00a0; une nouvelle version majeure est annoncée au moins six mois à l’avance.`,
            'Les requêtes et les réponses sont en JSON, encodé en UTF-8. Les dates suivent la norme ISO 8601, en temps universel (UTC).',
            'Les montants sont des nombres entiers de centimes, accompagnés de leur devise dans le champ `currency`.',
            'Les listes sont paginées : le paramètre `limit` fixe la taille d’une page, 100 éléments au plus, et la réponse donne le curseur de la page suivante dans `next_cursor`.',
          ],
        },
      ],
    },
    {
      title: 'Points d’accès',
      blocks: [
        {
          kind: 'table',
          caption: 'Ressources et points d’accès',
          headers: ['Méthode', 'Chemin', 'Usage'],
          rows: [
            ['`GET`', '`/tickets`', 'Lister vos demandes de support, par statut ou par priorité'],
            ['`POST`', '`/tickets`', 'Ouvrir une demande'],
            ['`GET`', '`/tickets/{id}`', 'Lire une demande et ses messages'],
            ['`PATCH`', '`/tickets/{id}`', 'Changer la priorité d’une demande ou la clore'],
            ['`GET`', '`/reports`', 'Lister les rapports d’activité d’une période'],
            ['`GET`', '`/reports/{id}`', 'Télécharger un rapport, en JSON ou en CSV'],
            ['`GET`', '`/batches`', 'Lister vos lots d’annotation'],
            ['`POST`', '`/batches`', 'Créer un lot et obtenir l’adresse de dépôt de ses fichiers'],
            ['`GET`', '`/batches/{id}/annotations`', 'Télécharger les annotations livrées'],
            ['`GET`', '`/invoices`', 'Lister vos factures'],
            ['`GET`', '`/invoices/{id}/pdf`', 'Télécharger une facture au format PDF'],
          ],
        },
      ],
    },
    {
      title: 'Exemple : ouvrir une demande',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Une demande ouverte par l’API arrive dans la même file que celles du centre de support, avec la même priorité. Les valeurs de `priority` sont `low`, `normal`, `high` et `urgent`.',
        },
        {
          kind: 'code',
          caption: 'Requête (cURL)',
          language: 'bash',
          code: `curl -X POST ${clientApi.baseUrl}/tickets \\
  -H "Authorization: Bearer JETON_D_ACCES" \\
  -H "Content-Type: application/json" \\
  -d '{"subject": "Export CSV incomplet", "priority": "high"}'`,
        },
        {
          kind: 'code',
          caption: 'Réponse 201 (JSON)',
          language: 'json',
          code: `{
  "id": "tkt_8f2c1a",
  "subject": "Export CSV incomplet",
  "priority": "high",
  "status": "open",
  "created_at": "2026-03-14T07:30:00Z"
}`,
        },
      ],
    },
    {
      title: 'Filtrer et paginer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les listes acceptent des filtres en paramètres de requête. Celle-ci demande les demandes encore ouvertes, cinquante par page :',
        },
        {
          kind: 'code',
          caption: 'Demandes ouvertes, première page (cURL)',
          language: 'bash',
          code: `curl "${clientApi.baseUrl}/tickets?status=open&limit=50" \\
  -H "Authorization: Bearer JETON_D_ACCES"`,
        },
        {
          kind: 'paragraph',
          text: 'Tant que la réponse contient `next_cursor`, passez sa valeur dans le paramètre `cursor` pour obtenir la page suivante. Un curseur reste valable 24 heures.',
        },
        {
          kind: 'note',
          title: 'Des identifiants stables',
          text: 'Les identifiants des ressources, préfixés par `tkt`, `rpt`, `bat` ou `inv`, ne changent jamais : enregistrez-les dans vos outils pour relier vos données aux nôtres.',
        },
      ],
    },
  ],
};
