// The API as a Worker of its own, for what Pages Functions cannot have: the Workers Rate Limiting
// binding (CHAT_RATE_LIMITER, counted across Cloudflare's locations), the `send_email` binding that
// mails the visitors' messages (SEND_EMAIL) and a cron that retries their delivery. Routed at
// `<site host>/api/*`, it answers on the site's origin as the Pages Functions do; `npx wrangler
// deploy` from api/ publishes it (wrangler.jsonc).
import { createCloudflareHandler, type PagesContext } from './chat/cloudflare';
import { createCloudflareMessagesHandler, deliverDueMessages, type CloudflareMessagesEnv } from './messages/cloudflare';

const handleChat = createCloudflareHandler();
const handleMessages = createCloudflareMessagesHandler();

/** The messages' paths; every other `/api/*` path is the chat's (which answers 404 to the unknown). */
const isMessagesPath = (pathname: string) =>
  pathname === '/api/contact' || pathname === '/api/support' || pathname.startsWith('/api/admin/');

type WorkerEnv = PagesContext['env'] & CloudflareMessagesEnv;

interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

export default {
  fetch(request: Request, env: WorkerEnv, context: WorkerContext): Promise<Response> {
    if (isMessagesPath(new URL(request.url).pathname)) {
      return handleMessages({ request, env, waitUntil: (promise) => context.waitUntil(promise) });
    }
    return handleChat({ request, env });
  },

  /** The cron (wrangler.jsonc `triggers`): mails the messages whose delivery is due. */
  scheduled(_controller: unknown, env: WorkerEnv, context: WorkerContext): void {
    context.waitUntil(deliverDueMessages(env));
  },
};
