// The chat API on Cloudflare Pages Functions: functions/api/chat.ts exports `onRequest`, so
// `wrangler pages dev` (npm run preview) and a Pages deployment serve it beside the site, on the
// same origin. The settings are the project's variables and secrets (GITHUB_TOKEN as a secret).
import { createChatApp, type ChatAppOptions } from './app';
import { allOf, bindingRateLimiter, isRateLimitBinding, MemoryRateLimiter, type RateLimiter } from '../rateLimit';
import { readSettings, type ChatApiEnv } from '../settings';

/** What a Pages Function receives; the subset the API reads. */
export interface PagesContext {
  request: Request;
  env: ChatApiEnv & { CHAT_RATE_LIMITER?: unknown };
}

/**
 * The per-minute limit is the Workers Rate Limiting binding `CHAT_RATE_LIMITER` where the runtime
 * provides one (it counts across Cloudflare's locations); the per-day limit, and the per-minute
 * one without the binding, are counted in this isolate's memory, which Cloudflare may recycle or
 * run several of: a best effort that a WAF rate-limiting rule can make strict.
 */
export function cloudflareLimiter(env: PagesContext['env']): RateLimiter {
  const settings = readSettings(env);
  const binding = env.CHAT_RATE_LIMITER;
  if (isRateLimitBinding(binding)) {
    return allOf(
      bindingRateLimiter(binding),
      new MemoryRateLimiter({ perMinute: 0, perDay: settings.perDay, maxKeys: settings.maxClients }),
    );
  }
  return new MemoryRateLimiter({
    perMinute: settings.perMinute,
    perDay: settings.perDay,
    maxKeys: settings.maxClients,
  });
}

/** A Pages Function handler over the chat app, made on the first request: the environment is only known then. */
export function createCloudflareHandler(overrides: Partial<ChatAppOptions> = {}) {
  let app: ReturnType<typeof createChatApp> | undefined;
  return async ({ request, env }: PagesContext): Promise<Response> => {
    app ??= createChatApp({
      env,
      limiter: cloudflareLimiter(env),
      // Set by Cloudflare's edge from the connection; a client cannot forge it there.
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
      ...overrides,
    });
    return app.fetch(request);
  };
}

/** The Pages Function of `/api/chat`. */
export const onRequest = createCloudflareHandler();
