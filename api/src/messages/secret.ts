// The admin's secrets: the token compared in constant time, and the random tokens of sign-in links
// and sessions, kept only as hashes.

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

/** A secret of 32 random bytes, as 43 characters of base64url: a link's token, a session's cookie. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 of `text`, in hex: what the database keeps of a token, so that a copy of it signs no one in. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
