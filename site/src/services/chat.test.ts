import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatConfig, chatSetupHint, defaultChatApiUrl, defaultChatModel, type ChatConfig } from '../config/chat';
import { resolveChatMode, type ChatMode, type ChatModeSettings } from '../config/chatMode';
import { chatLimits } from '@company/contract/chat';
import { site } from '../config/site';
import {
  cannedReplies,
  defaultCannedReply,
  rateLimitedReply,
  type CannedReplyTopic,
} from '@company/contract/chatReplies';
import { findCannedReply, sendChatMessage, type ChatHistoryMessage, type ChatResult } from './chat';

const configured: Partial<ChatConfig> = { mode: 'direct', apiUrl: defaultChatApiUrl, token: 'test-token' };
const demo: Partial<ChatConfig> = { mode: 'direct', apiUrl: defaultChatApiUrl, token: undefined };

const replyOf = (topic: CannedReplyTopic) => cannedReplies.find((reply) => reply.topic === topic)?.reply;

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

const completion = (content: string) =>
  jsonResponse({
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 24, total_tokens: 144 },
  });

function stubFetch(response: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(() => (typeof response === 'function' ? response() : Promise.resolve(response)));
}

function requestOf(fetchStub: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchStub.mock.calls[0] ?? [];
  return { url, init, body: JSON.parse(init?.body as string) as Record<string, unknown> };
}

function fallbackError(result: ChatResult) {
  if (!result.success || result.source !== 'fallback')
    throw new Error(`expected a fallback reply, got ${JSON.stringify(result)}`);
  return result.error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('chat configuration', () => {
  it('uses the GitHub Models endpoint, gpt-4.1 and the constants of the spec', () => {
    expect(defaultChatApiUrl).toBe('https://models.github.ai/inference/chat/completions');
    expect(defaultChatModel).toBe('openai/gpt-4.1');
    expect(chatConfig).toMatchObject({ maxTokens: 150, temperature: 0.7, historyWindow: 4 });
    expect(chatConfig.timeoutMs).toBeGreaterThan(0);
  });

  it('calls the site’s chat API by default, with no token in the bundle', () => {
    expect(chatConfig).toMatchObject({ mode: 'proxy', apiUrl: '/api/chat', token: undefined });
  });

  it('hints at the settings that leave demo mode, in development and only in demo mode', () => {
    expect(chatSetupHint({ mode: 'direct', apiUrl: defaultChatApiUrl, token: undefined })).toMatch(
      /VITE_CHAT_MODE.*GITHUB_TOKEN.*VITE_GITHUB_TOKEN/,
    );
    expect(chatSetupHint({ mode: 'demo', apiUrl: defaultChatApiUrl, token: undefined })).toBeDefined();
    expect(chatSetupHint({ mode: 'direct', apiUrl: defaultChatApiUrl, token: 'test-token' })).toBeUndefined();
    expect(
      chatSetupHint({ mode: 'direct', apiUrl: 'https://proxy.company.example/chat', token: undefined }),
    ).toBeUndefined();
    expect(chatSetupHint({ mode: 'proxy', apiUrl: '/api/chat', token: undefined })).toBeUndefined();
  });

  it.each<[ChatModeSettings, ChatMode | null]>([
    [{}, 'proxy'],
    [{ mode: ' ', apiUrl: '', token: '' }, 'proxy'],
    [{ token: 'github_pat_x' }, 'direct'],
    [{ apiUrl: 'https://proxy.company.example/v1/chat/completions' }, 'direct'],
    [{ mode: 'proxy', token: 'github_pat_x' }, 'proxy'],
    [{ mode: 'DEMO' }, 'demo'],
    [{ mode: 'direct' }, 'direct'],
    [{ mode: 'server' }, null],
  ])('picks the mode of %o: %s', (settings, mode) => {
    expect(resolveChatMode(settings)).toBe(mode);
  });

  it('describes the company in French with the facts of the site config', () => {
    expect(chatConfig.systemPrompt).toContain(site.brand);
    expect(chatConfig.systemPrompt).toContain(site.address.locality);
    expect(chatConfig.systemPrompt).toContain(site.email);
    expect(chatConfig.systemPrompt).toContain('réponds en français');
  });
});

describe('sendChatMessage', () => {
  const history: ChatHistoryMessage[] = [
    { role: 'user', content: 'Premier message' },
    { role: 'assistant', content: 'Première réponse' },
    { role: 'user', content: 'Deuxième message' },
    { role: 'assistant', content: 'Deuxième réponse' },
    { role: 'user', content: 'Troisième message' },
    { role: 'assistant', content: 'Troisième réponse' },
  ];

  it('posts the system context, only the last 4 history messages and the message, with the spec constants', async () => {
    const fetchStub = stubFetch(completion('  Bonjour, que puis-je faire pour vous\u00a0?  '));

    const result = await sendChatMessage('  Vos horaires\u00a0?  ', history, { fetch: fetchStub, config: configured });

    expect(fetchStub).toHaveBeenCalledTimes(1);
    const { url, init, body } = requestOf(fetchStub);
    expect(url).toBe(defaultChatApiUrl);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer test-token', 'Content-Type': 'application/json' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(body).toEqual({
      model: chatConfig.model,
      messages: [
        { role: 'system', content: chatConfig.systemPrompt },
        { role: 'user', content: 'Deuxième message' },
        { role: 'assistant', content: 'Deuxième réponse' },
        { role: 'user', content: 'Troisième message' },
        { role: 'assistant', content: 'Troisième réponse' },
        { role: 'user', content: 'Vos horaires\u00a0?' },
      ],
      max_tokens: 150,
      temperature: 0.7,
      stream: false,
    });
    expect(result).toEqual({
      success: true,
      source: 'ai',
      message: 'Bonjour, que puis-je faire pour vous\u00a0?',
      usage: { prompt_tokens: 120, completion_tokens: 24, total_tokens: 144 },
    });
  });

  it('sends a short history whole and the configured model', async () => {
    const fetchStub = stubFetch(completion('Oui.'));
    await sendChatMessage('Et le week-end\u00a0?', history.slice(0, 2), {
      fetch: fetchStub,
      config: { ...configured, model: 'openai/gpt-4o-mini' },
    });
    const { body } = requestOf(fetchStub);
    expect(body.model).toBe('openai/gpt-4o-mini');
    expect(body.messages).toHaveLength(4);
  });

  // Tests run as development does: the cause names the setting (a production build has no such text).
  it('makes no call without a token and, in development, names VITE_GITHUB_TOKEN, answering with a prepared reply', async () => {
    const fetchStub = stubFetch(completion('unused'));

    const result = await sendChatMessage('Quels sont vos tarifs\u00a0?', [], { fetch: fetchStub, config: demo });

    expect(fetchStub).not.toHaveBeenCalled();
    expect(result).toMatchObject({ success: true, source: 'fallback', message: replyOf('pricing') });
    const error = fallbackError(result);
    expect(error.kind).toBe('missing-token');
    expect(error.message).toContain('VITE_GITHUB_TOKEN');
  });

  it('in direct mode, calls an OpenAI-compatible proxy without a token and without an Authorization header', async () => {
    const fetchStub = stubFetch(completion('Réponse du proxy'));

    const result = await sendChatMessage('Bonjour', [], {
      fetch: fetchStub,
      config: { mode: 'direct', apiUrl: 'https://proxy.company.example/chat', token: undefined },
    });

    expect(requestOf(fetchStub).url).toBe('https://proxy.company.example/chat');
    expect(requestOf(fetchStub).init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(result).toMatchObject({ success: true, source: 'ai', message: 'Réponse du proxy' });
  });

  it.each([
    [
      'error.message',
      jsonResponse({ error: { code: 'unauthorized', message: 'Bad credentials' } }, { status: 401 }),
      'API Error: 401 - Bad credentials',
    ],
    [
      'message',
      jsonResponse({ message: 'Rate limit exceeded' }, { status: 429 }),
      'API Error: 429 - Rate limit exceeded',
    ],
    [
      'no JSON body',
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      'API Error: 502 - Bad Gateway',
    ],
  ])('reports a non-OK status with %s as « API Error: status - message »', async (_shape, response, expected) => {
    const result = await sendChatMessage('Parlez-moi de votre équipe', [], {
      fetch: stubFetch(response),
      config: configured,
    });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: replyOf('team') });
    const error = fallbackError(result);
    expect(error.kind).toBe('http');
    expect(error.message).toBe(expected);
  });

  it.each([
    ['without choices', { id: 'x' }],
    ['with empty choices', { choices: [] }],
    ['without content', { choices: [{ message: { role: 'assistant' } }] }],
  ])('treats a response %s as an unexpected format', async (_case, body) => {
    const result = await sendChatMessage('Bonjour', [], { fetch: stubFetch(jsonResponse(body)), config: configured });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: defaultCannedReply });
    const error = fallbackError(result);
    expect(error.kind).toBe('unexpected-format');
    expect(error.message).toMatch(/unexpected/i);
  });

  it('gives up after the timeout and answers with a prepared reply', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: ChatResult | undefined;
    void sendChatMessage('Un site e-commerce', [], { fetch: fetchStub, config: configured, timeoutMs: 15_000 }).then(
      (result) => {
        settled = result;
      },
    );

    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(settled).toMatchObject({ success: true, source: 'fallback', message: replyOf('ecommerce') });
    expect(fallbackError(settled as ChatResult).kind).toBe('timeout');
  });

  it('answers with a prepared reply when the network fails', async () => {
    const fetchStub = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));

    const result = await sendChatMessage('Je veux une appli Android', [], { fetch: fetchStub, config: configured });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: replyOf('mobile') });
    const error = fallbackError(result);
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Failed to fetch');
  });

  it('sends nothing for a blank message and reports no success', async () => {
    const fetchStub = stubFetch(completion('unused'));

    const result = await sendChatMessage(' \n ', [], { fetch: fetchStub, config: configured });

    expect(fetchStub).not.toHaveBeenCalled();
    expect(result).toMatchObject({ success: false, error: { kind: 'empty-message' } });
  });
});

describe('sendChatMessage through the chat API (proxy mode)', () => {
  const proxy: Partial<ChatConfig> = { mode: 'proxy', apiUrl: '/api/chat', token: undefined };
  const history: ChatHistoryMessage[] = [
    { role: 'user', content: 'Premier message' },
    { role: 'assistant', content: 'Première réponse' },
    { role: 'user', content: 'Deuxième message' },
    { role: 'assistant', content: 'Deuxième réponse' },
    { role: 'user', content: 'Troisième message' },
    { role: 'assistant', content: 'Troisième réponse' },
  ];
  const apiReply = (reply: string, source: 'model' | 'prepared' = 'model') => jsonResponse({ reply, source });
  const apiError = (status: number, code: string, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ error: { code, message: 'Message en français' } }), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  it('sends the last 4 history messages and the question, nothing else: no token, context or model', async () => {
    const fetchStub = stubFetch(apiReply('  Bonjour\u00a0!  '));

    const result = await sendChatMessage('  Vos horaires\u00a0?  ', history, { fetch: fetchStub, config: proxy });

    const { url, init, body } = requestOf(fetchStub);
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(body).toEqual({
      messages: [
        { role: 'user', content: 'Deuxième message' },
        { role: 'assistant', content: 'Deuxième réponse' },
        { role: 'user', content: 'Troisième message' },
        { role: 'assistant', content: 'Troisième réponse' },
        { role: 'user', content: 'Vos horaires\u00a0?' },
      ],
    });
    expect(result).toEqual({ success: true, source: 'ai', message: 'Bonjour\u00a0!' });
  });

  it('cuts a message to the API’s length limit, never inside an emoji', async () => {
    const fetchStub = stubFetch(apiReply('Reçu.'));
    const long = `${'é'.repeat(chatLimits.maxMessageLength - 1)}👋🏽 et la suite`;

    await sendChatMessage(long, [], { fetch: fetchStub, config: proxy });

    const [sent] = requestOf(fetchStub).body.messages as ChatHistoryMessage[];
    expect([...(sent?.content ?? '')]).toHaveLength(chatLimits.maxMessageLength);
    expect(sent?.content.endsWith('é👋')).toBe(true);
  });

  it('shows the API’s prepared reply as the demonstration mode when the server holds no token', async () => {
    const result = await sendChatMessage('Vos tarifs\u00a0?', [], {
      fetch: stubFetch(apiReply(replyOf('pricing') ?? '', 'prepared')),
      config: proxy,
    });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: replyOf('pricing') });
    expect(fallbackError(result).kind).toBe('not-configured');
  });

  it('asks the visitor to wait as long as Retry-After says on 429', async () => {
    const result = await sendChatMessage('Encore une question', [], {
      fetch: stubFetch(apiError(429, 'rate_limited', { 'Retry-After': '42' })),
      config: proxy,
    });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: rateLimitedReply(42) });
    expect(rateLimitedReply(42)).toContain('patienter 42\u00a0secondes');
    const error = fallbackError(result);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, code: 'rate_limited', retryAfterSeconds: 42 });
  });

  it.each([
    [502, 'upstream_unauthorized'],
    [503, 'upstream_rate_limited'],
    [502, 'upstream_error'],
    [504, 'upstream_timeout'],
    [502, 'upstream_malformed'],
    [502, 'upstream_no_choices'],
    [500, 'internal_error'],
  ])('answers a %i « %s » with the prepared reply of the question', async (status, code) => {
    const result = await sendChatMessage('Parlez-moi de votre équipe', [], {
      fetch: stubFetch(apiError(status, code)),
      config: proxy,
    });

    expect(result).toMatchObject({ success: true, source: 'fallback', message: replyOf('team') });
    expect(fallbackError(result)).toMatchObject({ kind: 'http', status, code });
  });

  it('treats a 200 without a reply as an unexpected format', async () => {
    const result = await sendChatMessage('Bonjour', [], {
      fetch: stubFetch(jsonResponse({ ok: true })),
      config: proxy,
    });
    expect(fallbackError(result).kind).toBe('unexpected-format');
  });

  it('waits a little longer than the API’s own timeout, then answers with a prepared reply', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: ChatResult | undefined;
    void sendChatMessage('Un site e-commerce', [], { fetch: fetchStub, config: proxy }).then((result) => {
      settled = result;
    });

    await vi.advanceTimersByTimeAsync(chatConfig.timeoutMs);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(settled).toMatchObject({ success: true, source: 'fallback', message: replyOf('ecommerce') });
    expect(fallbackError(settled as ChatResult).kind).toBe('timeout');
  });
});

describe('prepared replies', () => {
  it.each<[string, CannedReplyTopic]>([
    ['Combien pour une BOUTIQUE en ligne\u00a0?', 'ecommerce'],
    ['Je voudrais un site e-commerce', 'ecommerce'],
    ['Combien de projets avez-vous réalisés\u00a0?', 'figures'],
    ['Quelle est votre note moyenne\u00a0?', 'figures'],
    ['Combien coûte un projet\u00a0?', 'pricing'],
    ['Quels sont vos tarifs\u00a0?', 'pricing'],
    ['Ça coûte combien\u00a0?', 'pricing'],
    ['Il me faut une application mobile', 'mobile'],
    ['Une appli pour iPhone', 'mobile'],
    ['Vous faites de l’IA\u00a0?', 'ai'],
    ['Un CHATBOT pour mon site', 'ai'],
    ['Améliorer mon referencement sur Google', 'marketing'],
    ['Du marketing sur les réseaux sociaux', 'marketing'],
    ['Je veux prendre rendez-vous', 'contact'],
    ['Quel est votre numéro de telephone\u00a0?', 'contact'],
    ['Présentez-moi votre ÉQUIPE', 'team'],
    ['Qui êtes-vous\u00a0?', 'team'],
  ])('answers « %s » with the %s reply', (message, topic) => {
    expect(findCannedReply(message)).toBe(replyOf(topic));
  });

  it.each(['Bonjour', 'J’ai une question', 'Une application web', 'Un partenariat social'])(
    'answers « %s » with the general reply',
    (message) => {
      expect(findCannedReply(message)).toBe(defaultCannedReply);
    },
  );

  it('quotes the pricing page’s prices, delays and team figures', () => {
    expect(replyOf('pricing')).toContain('Essentiel, site vitrine de 5 pages\u00a0: 299\u00a0€ / mois');
    expect(replyOf('pricing')).toContain('Professionnel, pages illimitées\u00a0: 1\u202f499\u00a0€ / mois');
    expect(replyOf('pricing')).toContain('Entreprise, boutique en ligne ou application sur mesure\u00a0: sur devis');
    expect(replyOf('pricing')).toContain('à partir de 79\u00a0€ / projet');
    expect(replyOf('ecommerce')).toContain('formule Entreprise, sur devis');
    expect(replyOf('contact')).toContain('sous 24\u00a0h ouvrées');
    expect(replyOf('contact')).toContain('devis détaillé sous 48\u00a0h');
    expect(replyOf('contact')).toContain(site.phone);
    expect(replyOf('contact')).toContain(site.email);
    expect(replyOf('team')).toContain('plus de 10 développeurs, 3 designers, 2 data scientists et 5 marketeurs');
    expect(replyOf('team')).toContain('15+ années d’expérience cumulée');
    expect(replyOf('team')).toContain('plus de 50 projets');
    expect(replyOf('team')).toContain('4,8/5');
  });
});
