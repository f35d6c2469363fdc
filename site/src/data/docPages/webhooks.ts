import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Plutôt que d’interroger l’API à intervalles réguliers, laissez-la vous prévenir : un webhook envoie une requête HTTPS à l’adresse de votre choix dès qu’un événement se produit sur votre compte.',
  clientSpace: true,
  sections: [
    {
      title: 'Les événements disponibles',
      blocks: [
        {
          kind: 'table',
          caption: 'Événements et moment de leur envoi',
          headers: ['Événement', 'Envoyé quand'],
          rows: [
            ['`ticket.created`', 'Une demande de support est ouverte, par votre équipe ou par la nôtre'],
            ['`ticket.updated`', 'Une demande change de statut ou reçoit une réponse'],
            ['`batch.delivered`', 'Un lot d’annotation est livré et ses fichiers sont téléchargeables'],
            ['`report.ready`', 'Le rapport d’activité de la veille est disponible'],
            ['`invoice.issued`', 'Une facture est émise'],
          ],
        },
      ],
    },
    {
      title: 'Déclarer une adresse',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Préparer un point d’accès',
              description: 'Une adresse HTTPS publique de votre serveur, qui accepte les requêtes POST au format JSON.',
            },
            {
              title: 'L’enregistrer',
              description:
                'Dans « Paramètres », onglet « Webhooks », ou par l’API avec `POST /webhooks`. Choisissez les événements à recevoir.',
            },
            {
              title: 'Conserver le secret de signature',
              description: 'Il ne s’affiche qu’une fois et sert à vérifier que chaque requête vient bien de nous.',
            },
            {
              title: 'Envoyer un événement de test',
              description:
                'Le bouton « Tester » envoie un événement fictif : vérifiez qu’il arrive et que votre serveur y répond.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Vous pouvez déclarer plusieurs adresses, par exemple une par application et une pour vos essais : chacune a son propre secret et sa propre liste d’événements.',
        },
      ],
    },
    {
      title: 'Le contenu d’un événement',
      blocks: [
        {
          kind: 'code',
          caption: 'Événement batch.delivered (JSON)',
          language: 'json',
          code: `{
  "id": "evt_3b91d0",
  "type": "batch.delivered",
  "created_at": "2026-03-14T07:30:00Z",
  "data": {
    "batch_id": "bat_52e7a4",
    "items": 1000,
    "format": "coco"
  }
}`,
        },
        {
          kind: 'paragraph',
          text: 'Traitez chaque événement une seule fois : le même identifiant `id` peut arriver deux fois quand un envoi a été retenté.',
        },
      ],
    },
    {
      title: 'Vérifier la signature',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque requête porte un en-tête `X-Signature` de la forme `t=horodatage,v1=signature`. La signature est un HMAC SHA-256, calculé avec votre secret, de l’horodatage suivi d’un point et du corps brut de la requête.',
        },
        {
          kind: 'code',
          caption: 'Vérifier une signature (Node.js)',
          language: 'javascript',
          code: `import { createHmac, timingSafeEqual } from "node:crypto";

export function isSigned(header, rawBody, secret) {
  const { t, v1 = "" } = Object.fromEntries(
    header.split(",").map((part) => part.split("="))
  );
  const expected = createHmac("sha256", secret)
    .update(\`\${t}.\${rawBody}\`)
    .digest("hex");
  const recent = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  return (
    recent &&
    v1.length === expected.length &&
    timingSafeEqual(Buffer.from(v1), Buffer.from(expected))
  );
}`,
        },
        {
          kind: 'paragraph',
          text: 'Refusez aussi une requête dont l’horodatage date de plus de cinq minutes : elle pourrait être rejouée par un tiers.',
        },
      ],
    },
    {
      title: 'Répondre et gérer les échecs',
      blocks: [
        {
          kind: 'list',
          items: [
            'Répondez par un code 2xx en moins de dix secondes, puis traitez l’événement en arrière-plan.',
            'Sans réponse 2xx, l’envoi est retenté jusqu’à huit fois en 24 heures, à intervalles croissants.',
            'Après huit échecs, l’adresse est suspendue et les administrateurs sont prévenus par e-mail. Les événements manqués restent consultables dans « Paramètres » pendant 30 jours.',
          ],
        },
      ],
    },
  ],
};
