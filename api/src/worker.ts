// The chat API as a Worker of its own, for the one thing Pages Functions cannot have: the Workers
// Rate Limiting binding, counted across Cloudflare's locations (wrangler.jsonc declares it as
// CHAT_RATE_LIMITER). Routed at `<site host>/api/*`, it answers on the site's origin as the Pages
// Function does; `npx wrangler deploy` from api/ publishes it.
import { createCloudflareHandler, type PagesContext } from './cloudflare';

const handle = createCloudflareHandler();

export default {
  fetch(request: Request, env: PagesContext['env']): Promise<Response> {
    return handle({ request, env });
  },
};
