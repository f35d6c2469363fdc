import { describe, expect, it, vi } from 'vitest';
import { allOf, bindingRateLimiter, clientKey, MemoryRateLimiter } from './rateLimit';

const second = 1_000;
const minute = 60 * second;
const day = 24 * 60 * minute;

function limiter(options: { perMinute?: number; perDay?: number; maxKeys?: number } = {}) {
  let clock = 0;
  const memory = new MemoryRateLimiter({ perMinute: 10, perDay: 100, maxKeys: 1_000, ...options, now: () => clock });
  return {
    memory,
    take: (key = 'a') => memory.take(key),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('MemoryRateLimiter', () => {
  it('allows 10 requests in any 60 seconds, then says when the oldest leaves the window', () => {
    const { take, advance } = limiter();
    for (let index = 0; index < 10; index += 1) {
      expect(take()).toEqual({ allowed: true, retryAfterSeconds: 0 });
      advance(2 * second);
    }
    // The first request was 20 s ago: 40 s to wait.
    expect(take()).toEqual({ allowed: false, retryAfterSeconds: 40 });
    advance(39 * second);
    expect(take().allowed).toBe(false);
    advance(1 * second);
    expect(take().allowed).toBe(true);
    // The window slides: the second request (at 2 s) is still in it, so one slot only.
    expect(take().allowed).toBe(false);
  });

  it('does not count refused requests', () => {
    const { take, advance } = limiter({ perMinute: 1 });
    expect(take().allowed).toBe(true);
    for (let index = 0; index < 50; index += 1) {
      advance(second);
      expect(take().allowed).toBe(false);
    }
    advance(10 * second);
    expect(take().allowed).toBe(true);
  });

  it('allows 100 requests a day from the first one, then asks to wait until that day is over', () => {
    const { take, advance } = limiter();
    for (let index = 0; index < 100; index += 1) {
      expect(take().allowed).toBe(true);
      advance(minute);
    }
    // 100 minutes into the day.
    expect(take()).toEqual({ allowed: false, retryAfterSeconds: (day - 100 * minute) / second });
    advance(day - 100 * minute);
    expect(take().allowed).toBe(true);
  });

  it('counts each key apart', () => {
    const { take } = limiter({ perMinute: 1 });
    expect(take('a').allowed).toBe(true);
    expect(take('a').allowed).toBe(false);
    expect(take('b').allowed).toBe(true);
  });

  it('lifts a limit set to 0', () => {
    const { take } = limiter({ perMinute: 0, perDay: 0 });
    for (let index = 0; index < 500; index += 1) expect(take().allowed).toBe(true);
  });

  it('remembers maxKeys clients at most, forgetting the least recently seen', () => {
    const { memory, take, advance } = limiter({ perMinute: 1, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) take(key);
    advance(second);
    expect(take('a').allowed).toBe(false); // seen again: now the most recent
    take('d'); // forgets b, the least recently seen
    expect(memory.size).toBe(3);
    expect(take('a').allowed).toBe(false);
    expect(take('b').allowed).toBe(true); // b starts afresh, and c goes
    expect(memory.size).toBe(3);
    for (let index = 0; index < 10_000; index += 1) take(`flood-${index}`);
    expect(memory.size).toBe(3);
  });

  it('forgets clients whose day is over before recent ones', () => {
    const { memory, take, advance } = limiter({ perMinute: 1, maxKeys: 2 });
    take('old');
    advance(day);
    take('recent');
    advance(second);
    take('new');
    expect(memory.size).toBe(2);
    expect(take('recent').allowed).toBe(false);
  });
});

describe('Rate Limiting binding', () => {
  it('asks the binding with the key, and asks to wait one period when it refuses', async () => {
    const limit = vi.fn().mockResolvedValueOnce({ success: true }).mockResolvedValueOnce({ success: false });
    const binding = bindingRateLimiter({ limit }, 60);
    expect(await binding.take('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await binding.take('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limit).toHaveBeenCalledWith({ key: 'k' });
  });

  it('answers with the first refusal, the limiters after it not counting the request', async () => {
    const later = { take: vi.fn(() => ({ allowed: true, retryAfterSeconds: 0 })) };
    const refusing = { take: () => ({ allowed: false, retryAfterSeconds: 7 }) };
    expect(await allOf(refusing, later).take('k')).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(later.take).not.toHaveBeenCalled();
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb::', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('cuts anything else to 64 characters', () => {
    expect(clientKey('x'.repeat(15_000))).toBe('x'.repeat(64));
    expect(clientKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
