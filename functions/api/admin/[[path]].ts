// Cloudflare Pages Functions route `/api/admin` and every path under it to this file: the staff's
// sign-in (`/api/admin/session…`), the inbox (`/api/admin/inbox/…`) and the scripts' list
// (`/api/admin/messages`); 404 while neither ADMIN_EMAILS nor ADMIN_TOKEN is set.
export { onRequest } from '../../../api/src/messages/cloudflare';
