import { messageEndpoints } from '@company/contract/messages';
import { site } from '../../config/site';
import type { DocContent } from '../docs';

export const content: DocContent = {
  intro: `Nous ne publions pas de paquet npm\u00a0: l’API des messages tient en deux requêtes, et la fonction \`fetch\` de JavaScript suffit. Voici un client complet, à copier dans votre projet, pour Node.js\u00a018 ou plus récent, Deno, Bun et les serveurs de votre choix.`,
  clientSpace: false,
  sections: [
    {
      title: 'Avant de commencer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le client appelle le domaine du site lui-même. Il n’a besoin ni de clé ni de compte\u00a0: les deux points d’accès reçoivent ce qu’un visiteur pourrait écrire dans les formulaires de contact et de support, avec les mêmes règles et les mêmes messages d’erreur. Si votre projet est écrit en TypeScript, renommez le fichier en `sendMessage.ts` et décrivez les champs par un type\u00a0: la référence de l’API donne le nom de chaque champ, s’il est obligatoire et sa longueur maximale.',
        },
      ],
    },
    {
      title: 'Le client, en une fonction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La fonction envoie un message, garde la même clé d’idempotence pour toutes ses tentatives et renvoie l’identifiant du message enregistré. Elle n’a besoin d’aucune dépendance.',
        },
        {
          kind: 'code',
          caption: 'sendMessage.mjs (JavaScript)',
          language: 'javascript',
          code: `const origin = '${site.origin}';

/** Sends a message to '${messageEndpoints.contact}' or '${messageEndpoints.support}'; resolves with its id. */
export async function sendMessage(path, fields, { attempts = 4 } = {}) {
  const key = crypto.randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    let response;
    try {
      response = await fetch(origin + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(attempt);
      continue;
    }
    const body = await response.json();
    if (response.ok) return body.id;
    const retry = [429, 500, 503].includes(response.status);
    if (!retry || attempt >= attempts) throw Object.assign(new Error(body.error.message), body.error);
    await wait(attempt, response.headers.get('Retry-After'));
  }
}

function wait(attempt, retryAfter) {
  const seconds = retryAfter ? Number(retryAfter) : 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}`,
        },
      ],
    },
    {
      title: 'Envoyer une demande de support',
      blocks: [
        {
          kind: 'code',
          caption: 'Ouvrir une demande urgente (JavaScript)',
          language: 'javascript',
          code: `import { sendMessage } from './sendMessage.mjs';

const id = await sendMessage('${messageEndpoints.support}', {
  name: 'Rasoa Andrianina',
  email: 'rasoa@exemple.mg',
  subject: 'Export des factures impossible',
  priority: 'urgent',
  message: 'Depuis ce matin, le téléchargement des factures échoue.',
});
console.log('Demande enregistrée :', id);`,
        },
        {
          kind: 'paragraph',
          text: 'La valeur de `priority` est `low`, `normal`, `high` ou `urgent`\u00a0; sans elle, la demande est de priorité normale. La référence de l’API donne tous les champs et leurs longueurs.',
        },
      ],
    },
    {
      title: 'Traiter les erreurs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En cas de refus, la fonction lève une erreur qui porte le `code` de l’API et, pour un champ mal rempli, l’objet `fields`. Ses messages sont en français\u00a0: vous pouvez les montrer tels quels.',
        },
        {
          kind: 'code',
          caption: 'Afficher les erreurs de chaque champ (JavaScript)',
          language: 'javascript',
          code: `try {
  await sendMessage('${messageEndpoints.contact}', { name: '', email: 'rasoa@exemple' });
} catch (error) {
  if (error.code === 'invalid_request' && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) console.error(field, message);
  } else {
    throw error;
  }
}`,
        },
        {
          kind: 'list',
          items: [
            'Appelez ce client depuis un serveur ou un script\u00a0: depuis la page web d’une autre origine, le navigateur reçoit le refus 403 `origin_not_allowed`.',
            'Gardez le nombre de tentatives bas\u00a0: quelques essais espacés suffisent, et les limites de débit s’appliquent à chacun.',
            'N’écrivez jamais de donnée personnelle dans vos journaux au-delà de ce qu’exigent vos propres règles.',
          ],
        },
      ],
    },
  ],
};
