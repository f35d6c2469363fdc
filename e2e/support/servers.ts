/**
 * The built site: the publish folder site/dist, as `npm run build` leaves it and a host serves it.
 * `E2E_SITE_PORT` moves it, so that two checkouts on one machine each test their own build (the
 * chat build's port is part of that build: the specs that use it share one).
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
export const site = { port: sitePort, baseURL: `http://127.0.0.1:${sitePort}`, distDir: 'dist' } as const;

/**
 * The same site built with a chat endpoint on its own host (`npm run build:e2e-chat -w site`, into
 * the publish folder site/dist-e2e-chat), served by the API's Node server: the chat tests answer
 * that endpoint from the browser, so nothing leaves the machine. The URL must match
 * VITE_CHAT_API_URL in that script.
 */
export const chatSite = {
  port: 4174,
  baseURL: 'http://127.0.0.1:4174',
  distDir: 'dist-e2e-chat',
  apiUrl: 'http://127.0.0.1:4174/e2e-chat/completions',
  token: 'e2e-token',
} as const;
