import {
  checkMessage,
  honeypotField,
  idempotencyField,
  messageEndpoints,
  messageFields,
  messageLimits,
  type MessageKind,
} from '@company/contract/messages';
import { formatNumber } from '@company/contract/format';
import type { DocBlock, DocContent } from '../docs';

/** The fields of one endpoint, as the server checks them (`@company/contract/messages`). */
function fieldTable(kind: MessageKind): DocBlock {
  return {
    kind: 'table',
    caption: `Champs de ${messageEndpoints[kind]}`,
    headers: ['Champ', 'Obligatoire', 'Longueur maximale', 'Contenu'],
    rows: messageFields[kind].map((field) => [
      `\`${field.name}\``,
      field.required ? 'Oui' : 'Non',
      `${formatNumber(field.maxLength)}\u00a0caractères`,
      field.options
        ? `Une valeur parmi ${field.options.map((option) => `\`${option.value}\``).join(', ')}\u00a0; \`${field.options[0]?.value ?? ''}\` si le champ est absent`
        : field.control === 'email'
          ? 'Une adresse e-mail valide'
          : field.label,
    ]),
  };
}

/** A message sent without its sender, and what the server answers, from the server's own check. */
const incomplete = { subject: 'Demande de devis', message: 'Bonjour, pouvez-vous me rappeler\u00a0?' };
const incompleteCheck = checkMessage('contact', incomplete);
const incompleteAnswer = {
  error: {
    code: 'invalid_request',
    message: 'Le formulaire contient des erreurs.',
    fields: incompleteCheck.ok ? {} : incompleteCheck.errors,
  },
};

export const content: DocContent = {
  intro:
    'Cette référence décrit ce que reçoivent et renvoient les deux points d’accès de l’API des messages. Les valeurs sont celles que le serveur applique\u00a0: cette page est produite à partir des mêmes règles que les formulaires du site.',
  clientSpace: false,
  sections: [
    {
      title: 'Format des requêtes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Méthode `POST` uniquement\u00a0; toute autre méthode reçoit le code 405 et l’en-tête `Allow: POST`.',
            'Corps en JSON (`application/json`), ou encodé comme un formulaire HTML (`application/x-www-form-urlencoded`)\u00a0: dans ce second cas, le serveur répond par une page web en français, comme au visiteur qui envoie le formulaire sans JavaScript.',
            `Corps de ${formatNumber(messageLimits.maxBodyBytes / 1024)}\u00a0Ko au plus, encodé en UTF-8.`,
            'Chaque champ est une chaîne de caractères. Les espaces en début et en fin sont retirés avant la vérification, et les champs inconnus sont ignorés.',
            `Clé d’idempotence facultative, dans l’en-tête \`Idempotency-Key\` ou le champ \`${idempotencyField}\`\u00a0: de 1 à ${formatNumber(messageLimits.maxKeyLength)}\u00a0caractères imprimables, sans espace.`,
          ],
        },
      ],
    },
    {
      title: 'Champs d’un message de contact',
      blocks: [fieldTable('contact')],
    },
    {
      title: 'Champs d’une demande de support',
      blocks: [
        fieldTable('support'),
        {
          kind: 'note',
          title: 'Un champ à laisser vide',
          text: `Le champ \`${honeypotField}\` est un piège pour les robots\u00a0: ne l’envoyez pas. Un message qui le remplit reçoit une réponse normale, mais n’est pas enregistré.`,
        },
      ],
    },
    {
      title: 'Réponses',
      blocks: [
        {
          kind: 'table',
          caption: 'Codes de réponse d’un envoi',
          headers: ['Code', 'Signification', 'Corps'],
          rows: [
            ['201', 'Message enregistré', '`id` du message et `duplicate` à `false`'],
            [
              '200',
              'Message déjà enregistré avec la même clé ou le même contenu',
              '`id` du premier envoi et `duplicate` à `true`',
            ],
            ['400, 403, 405, 413, 415, 429, 500, 503', 'Refus ou panne, rien n’est enregistré', 'Un objet `error`'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Une erreur porte un code stable, à lire par vos programmes, et un message en français, à montrer à une personne. Pour une requête mal remplie, l’objet `fields` donne le message de chaque champ en erreur, celui que le formulaire affiche sous le champ\u00a0:',
        },
        {
          kind: 'code',
          caption: `Corps d’une requête à ${messageEndpoints.contact} sans nom ni adresse e-mail (JSON)`,
          language: 'json',
          code: JSON.stringify(incomplete, null, 2),
        },
        {
          kind: 'code',
          caption: 'Réponse 400 (JSON)',
          language: 'json',
          code: JSON.stringify(incompleteAnswer, null, 2),
        },
      ],
    },
  ],
};
