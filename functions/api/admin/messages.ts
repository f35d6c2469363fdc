// Cloudflare Pages Functions route `/api/admin/messages` to this file by its path: the stored
// messages, newest first, for the bearer of ADMIN_TOKEN (404 while it is unset).
export { onRequest } from '../../../api/src/messages/cloudflare';
