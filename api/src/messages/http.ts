// What the messages' handlers share with any small JSON API: a bounded body, constant-time token
// comparison.

/** The body as text, or null past `maxBytes`: counted as it arrives, whatever Content-Length claims. */
export async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

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
