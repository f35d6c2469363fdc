// Constant-time comparison of the admin token.

/**
 * Compares a presented secret with the expected one in time that does not depend on where they
 * differ, nor on their lengths: both are first keyed-hashed (HMAC-SHA-256 with a random key of this
 * process), then the digests compared byte by byte without stopping. Web Crypto only, so it runs on
 * Node and on Workers alike.
 */
export function secretMatcher(expected: string): (presented: string) => Promise<boolean> {
  const encoder = new TextEncoder();
  const key = crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(value)));
  const expectedDigest = key.then(() => digest(expected));
  return async (presented) => {
    const [a, b] = await Promise.all([expectedDigest, digest(presented)]);
    let difference = a.length ^ b.length;
    for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
    return difference === 0;
  };
}
