import { clientApi } from '../../config/clientApi';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro:
    'Le SDK JavaScript enveloppe l’API dans des fonctions typées : l’authentification, le renouvellement des jetons, la pagination et les nouvelles tentatives sont gérés pour vous. Il fonctionne avec Node.js 22 ou plus récent, en JavaScript comme en TypeScript.',
  clientSpace: true,
  sections: [
    {
      title: 'Installation',
      blocks: [
        {
          kind: 'code',
          caption: 'Installer le SDK (npm)',
          language: 'bash',
          code: `npm install ${clientApi.npmPackage}`,
        },
        {
          kind: 'paragraph',
          text: 'Le paquet contient ses propres définitions de types : aucune installation supplémentaire n’est nécessaire pour TypeScript.',
        },
      ],
    },
    {
      title: 'Configurer votre clé',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le SDK lit l’identifiant et le secret de votre clé d’API dans deux variables d’environnement, pour qu’ils ne figurent jamais dans votre code :',
        },
        {
          kind: 'code',
          caption: 'Variables d’environnement',
          language: 'bash',
          code: `API_CLIENT_ID=VOTRE_IDENTIFIANT
API_CLIENT_SECRET=VOTRE_SECRET`,
        },
        {
          kind: 'code',
          caption: 'Créer le client (TypeScript)',
          language: 'typescript',
          code: `import { Client } from "${clientApi.npmPackage}";

const client = Client.fromEnv();`,
        },
        {
          kind: 'paragraph',
          text: 'Le client demande un jeton d’accès au premier appel, puis le renouvelle avant son expiration. N’utilisez le SDK que côté serveur : dans un navigateur, votre secret serait visible de tous.',
        },
      ],
    },
    {
      title: 'Vos premiers appels',
      blocks: [
        {
          kind: 'code',
          caption: 'Lister les demandes ouvertes, puis en ouvrir une (TypeScript)',
          language: 'typescript',
          code: `for await (const ticket of client.tickets.list({ status: "open" })) {
  console.log(ticket.id, ticket.subject, ticket.priority);
}

const demande = await client.tickets.create({
  subject: "Export CSV incomplet",
  priority: "high",
});
console.log(\`Demande \${demande.id} ouverte\`);`,
        },
        {
          kind: 'paragraph',
          text: 'Une liste se parcourt avec `for await` : le SDK charge les pages suivantes au fil de la boucle. Chaque objet est typé, si bien que votre éditeur complète les noms des champs et signale une priorité qui n’existe pas.',
        },
      ],
    },
    {
      title: 'Réglages et versions',
      blocks: [
        {
          kind: 'paragraph',
          text: '`Client.fromEnv` accepte des options pour adapter le client à votre usage :',
        },
        {
          kind: 'list',
          items: [
            '`timeout` : la durée maximale d’une requête, en millisecondes, trente secondes par défaut ;',
            '`maxRetries` : le nombre de nouvelles tentatives après une erreur 429, 500 ou 503, cinq par défaut, zéro pour les désactiver ;',
            '`onRequest` : une fonction appelée avant chaque requête, pour tracer vos appels dans vos propres journaux.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le SDK suit la gestion sémantique de version : une version mineure ajoute des fonctions sans rien casser, et chaque version majeure est annoncée dans le journal des modifications avec un guide de migration. Fixez la version majeure dans votre `package.json`, puis mettez à jour régulièrement pour profiter des correctifs de sécurité.',
        },
      ],
    },
    {
      title: 'Gérer les erreurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les erreurs de l’API deviennent des exceptions qui portent le code HTTP, le code d’erreur et l’identifiant de requête à transmettre au support. Les erreurs 429, 500 et 503 sont retentées automatiquement, cinq fois au plus.',
        },
        {
          kind: 'code',
          caption: 'Traiter une demande déjà close (TypeScript)',
          language: 'typescript',
          code: `import { ApiError } from "${clientApi.npmPackage}";

try {
  await client.tickets.update("tkt_8f2c1a", { status: "closed" });
} catch (error) {
  if (error instanceof ApiError && error.status === 409) {
    console.warn("Demande déjà close", error.requestId);
  } else {
    throw error;
  }
}`,
        },
      ],
    },
  ],
};
