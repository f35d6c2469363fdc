import type { Context, Env, MiddlewareHandler } from 'hono';

/** Whether a client may make a request now, and otherwise how long it should wait. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the client may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts requests per client key (an address, or a hash of one). */
export interface RateLimiter {
  /** Records a request of `key` when it is allowed; a refused request is not counted. */
  take(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const allowed: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };
const refused = (waitMs: number): RateLimitDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
});

interface ClientWindow {
  /** Times of the requests of the last minute, oldest first: `perMinute` at most. */
  recent: number[];
  /** Start of the client's current day, from its first request of that day. */
  dayStart: number;
  dayCount: number;
}

export interface MemoryRateLimiterOptions {
  /** Requests in any 60 seconds; 0 lifts the limit. */
  perMinute: number;
  /** Requests in a day from the client's first one; 0 lifts the limit. */
  perDay: number;
  /** Clients remembered at most: memory stays bounded whatever the number of addresses. */
  maxKeys: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/**
 * A limiter in the process's memory: a sliding minute (the times of the last `perMinute`
 * requests) and a day counted from the client's first request. When `maxKeys` clients are
 * remembered, clients whose day is over are forgotten first, then the least recently seen: such
 * a client starts afresh, which only a flood of new addresses can cause, and memory stays bounded.
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #clients = new Map<string, ClientWindow>();
  readonly #options: Required<MemoryRateLimiterOptions>;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(options: MemoryRateLimiterOptions) {
    this.#options = { now: () => Date.now(), ...options };
  }

  /** Clients remembered now. */
  get size(): number {
    return this.#clients.size;
  }

  take(key: string): RateLimitDecision {
    const { perMinute, perDay, now: clock } = this.#options;
    const now = clock();
    let client = this.#clients.get(key);
    if (client) {
      // Map keeps insertion order: re-inserting marks the client as the most recently seen.
      this.#clients.delete(key);
    } else {
      this.#makeRoom(now);
      client = { recent: [], dayStart: now, dayCount: 0 };
    }
    this.#clients.set(key, client);

    if (now - client.dayStart >= dayMs) {
      client.dayStart = now;
      client.dayCount = 0;
    }
    while (client.recent.length > 0 && now - (client.recent[0] ?? now) >= minuteMs) client.recent.shift();

    if (perDay > 0 && client.dayCount >= perDay) return refused(client.dayStart + dayMs - now);
    if (perMinute > 0 && client.recent.length >= perMinute) return refused((client.recent[0] ?? now) + minuteMs - now);
    if (perMinute > 0) client.recent.push(now);
    client.dayCount += 1;
    return allowed;
  }

  #makeRoom(now: number) {
    if (this.#clients.size < this.#options.maxKeys) return;
    // A client whose day is over and who made no request this minute holds nothing worth keeping.
    // Sweeping is linear, so it runs once a minute at most; otherwise the oldest client goes.
    if (now - this.#lastSweep >= minuteMs) {
      this.#lastSweep = now;
      for (const [key, client] of this.#clients) {
        const lastRequest = client.recent.at(-1) ?? client.dayStart;
        if (now - client.dayStart >= dayMs && now - lastRequest >= minuteMs) this.#clients.delete(key);
      }
    }
    while (this.#clients.size >= this.#options.maxKeys) {
      const oldest = this.#clients.keys().next();
      if (oldest.done) break;
      this.#clients.delete(oldest.value);
    }
  }
}

/** Cloudflare's Workers Rate Limiting binding (`ratelimits` in a Worker's Wrangler configuration). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Whether `value` looks like a Rate Limiting binding. */
export function isRateLimitBinding(value: unknown): value is RateLimitBinding {
  return typeof value === 'object' && value !== null && typeof (value as RateLimitBinding).limit === 'function';
}

/**
 * A limiter over a Rate Limiting binding, counted across Cloudflare's locations. The binding says
 * yes or no only: a refused client is asked to wait one period of the binding.
 */
export function bindingRateLimiter(binding: RateLimitBinding, periodSeconds = 60): RateLimiter {
  return {
    async take(key) {
      const { success } = await binding.limit({ key });
      return success ? allowed : { allowed: false, retryAfterSeconds: periodSeconds };
    },
  };
}

/** Every limiter in turn: the first refusal answers, and the limiters after it do not count the request. */
export function allOf(...limiters: RateLimiter[]): RateLimiter {
  return {
    async take(key) {
      for (const limiter of limiters) {
        const decision = await limiter.take(key);
        if (!decision.allowed) return decision;
      }
      return allowed;
    },
  };
}

/** Characters of a client key at most: an IPv6 prefix takes 24, an address that is no IP is cut. */
const maxKeyLength = 64;

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` and a trailing IPv4 expanded), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.split('%')[0] ?? '';
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string, last: boolean): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const texts = part.split(':');
    for (const [index, group] of texts.entries()) {
      if (last && index === texts.length - 1 && group.includes('.')) {
        const bytes = group.split('.').map((byte) => (/^\d{1,3}$/.test(byte) ? Number(byte) : NaN));
        if (bytes.length !== 4 || bytes.some((byte) => !(byte <= 255))) return null;
        const [a = 0, b = 0, c = 0, d = 0] = bytes;
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(group)) {
        groups.push(parseInt(group, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const left = parse(halves[0] ?? '', halves.length === 1);
  const right = halves.length === 2 ? parse(halves[1] ?? '', true) : [];
  if (!left || !right) return null;
  if (halves.length === 1) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  return missing >= 1 ? [...left, ...new Array<number>(missing).fill(0), ...right] : null;
}

/**
 * The key a client is counted by, from its address: an IPv4 address as it is (an IPv4-mapped IPv6
 * address, `::ffff:1.2.3.4`, is that IPv4 address), an IPv6 address by its /64 prefix, since one
 * subscriber commonly holds a whole /64 and would otherwise be 2^64 clients, and anything else cut
 * to a bounded length, so that no key costs the limiter more than a few bytes.
 */
export function clientKey(address: string): string {
  const text = address.trim();
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, maxKeyLength);
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * Hono middleware over a limiter: a request of a client past its limit is answered by `refuse`
 * with the seconds to wait, and goes no further.
 */
export function rateLimit<E extends Env>(
  limiter: RateLimiter,
  key: (c: Context<E>) => string,
  refuse: (c: Context<E>, retryAfterSeconds: number) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const decision = await limiter.take(key(c));
    if (!decision.allowed) return refuse(c, decision.retryAfterSeconds);
    await next();
  };
}
