// Cloudflare Pages Functions route `/api/chat` to this file by its path. The functions/ folder sits
// at the repository's root because Wrangler looks for it in the folder it runs from:
// `npx wrangler pages deploy site/dist` from here deploys the site and this function together.
export { onRequest } from '../../api/src/chat/cloudflare';
