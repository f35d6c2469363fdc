/**
 * Ids of the documents of /docs, in the order of the list: each names its page's address
 * (`/docs/{id}`) and its content module (`docPages/{id}.ts`). Apart from the list's texts, so the
 * route table every page loads carries the ids alone.
 */
export const docIds = [
  'creer-compte-espace-client',
  'tableau-de-bord',
  'collaborateurs-roles',
  'envoyer-message-api',
  'reference-api-rest',
  'limites-erreurs',
  'integration-crm',
  'preparer-jeu-de-donnees',
  'securite-compte',
  'suivre-projet-web',
  'demande-depuis-supervision',
  'sdk-javascript',
  'sdk-python',
] as const;

export type DocId = (typeof docIds)[number];
