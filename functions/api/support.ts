// Cloudflare Pages Functions route `/api/support` to this file by its path: the visitors' messages,
// stored in the D1 database bound as DB (see api/src/messages/cloudflare.ts).
export { onRequest } from '../../api/src/messages/cloudflare';
